import { useEffect, useState } from 'react';
import { markDashboardVisit, type Outcome } from '../../../client/account.ts';
import { dashboardGreeting } from '../../../lib/account/greeting.ts';

/** One recorded visit per page load, however often the greeting renders. */
let visit: Promise<Outcome<string | null>> | undefined;

/**
 * "Welcome, Ada." on the first visit, "Welcome back, Ada." afterwards, from the database's record
 * of visits. A visit counts only once set-up is finished, so the dashboard behind the onboarding
 * overlay does not use up the first welcome. If the record cannot be read, it says neither.
 */
export function Greeting({ name, counts }: { name: string; counts: boolean }) {
  const [text, setText] = useState('');
  useEffect(() => {
    if (!counts) return;
    let live = true;
    visit ??= markDashboardVisit();
    void visit.then((r) => live && setText(r.ok ? dashboardGreeting(r.value, name) : `Hello, ${name}.`));
    return () => {
      live = false;
    };
  }, [counts, name]);
  return (
    <p className="min-h-7 text-lg text-ink" data-dashboard-greeting>
      {text}
    </p>
  );
}
