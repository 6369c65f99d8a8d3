/** POST /api/trial-upgrade-email; errors are logged only. */
export async function requestTrialUpgradeEmail(userId: string, email: string, accessToken: string): Promise<boolean> {
  try {
    const response = await fetch('/api/trial-upgrade-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ userId, email }),
    });
    if (!response.ok) console.warn('Upgrade email request failed', response.status);
    return response.ok;
  } catch (error) {
    console.warn('Upgrade email request failed', error);
    return false;
  }
}
