/**
 * The dashboard's greeting, from the database's record of earlier visits (mark_dashboard_visit):
 * "Welcome, Ada." the first time, "Welcome back, Ada." after that.
 */
export function dashboardGreeting(previousVisit: string | null, name: string): string {
  return `${previousVisit === null ? 'Welcome' : 'Welcome back'}, ${name}.`;
}
