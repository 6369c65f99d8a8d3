import { useEffect, useState } from 'react';
import type { LoginMode } from '../../lib/auth/login-form.ts';
import { safeNextPath } from '../../lib/routes/auth-guard.ts';
import { LoginForm } from './LoginForm.tsx';

/**
 * /login as a page: the same form (`?mode=reset` opens the reset mode); after sign-in it goes
 * to a safe `next` path or /dashboard.
 */
export default function LoginPage() {
  const params = new URLSearchParams(location.search);
  const [mode, setMode] = useState<LoginMode>(params.get('mode') === 'reset' ? 'reset' : 'signIn');
  const next = safeNextPath(params.get('next'));

  useEffect(() => {
    if (document.documentElement.dataset['auth'] !== 'in') return;
    void import('../../stores/session.ts').then(async ({ currentUser }) => {
      if (await currentUser()) location.replace(next);
    });
  }, [next]);

  return (
    <div className="mx-auto max-w-md rounded-2xl border border-gray-200 p-6 shadow-sm sm:p-8">
      <LoginForm
        mode={mode}
        titleId="login-page-form-title"
        onModeChange={setMode}
        onDone={() => setMode('signIn')}
        onSignedIn={() => location.assign(next)}
      />
    </div>
  );
}
