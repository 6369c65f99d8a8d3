import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { displayName } from '../../lib/auth/identity.ts';
import { $availableCredits, $profile, loadAccount } from '../../stores/account.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import { useAvatar } from './useAvatar.ts';

/**
 * The public header's account link for a signed-in user: their credit balance and avatar, leading
 * to the dashboard. It replaces the Login button (the header shows it only with a session).
 */
export default function HeaderAccount() {
  const hydrated = useHydrated();
  const profile = useStore($profile);
  const credits = useStore($availableCredits);
  const avatar = useAvatar(profile?.profile_photo);
  useEffect(() => void loadAccount(), []);

  const known = hydrated && credits !== null;
  const name = displayName(profile?.first_name, profile?.last_name);
  return (
    <a
      href="/dashboard"
      className="flex min-h-11 items-center gap-2 rounded-full border border-line py-1 pr-1 pl-3 text-sm font-medium text-ink no-underline hover:bg-brand-50 hover:no-underline"
      data-header-account
    >
      <span className="tabular-nums" data-header-credits>
        {known ? `${credits.toLocaleString('en-GB')} ${credits === 1 ? 'credit' : 'credits'}` : 'Credits…'}
      </span>
      <img
        src={avatar.src}
        alt=""
        width={32}
        height={32}
        className="h-8 w-8 rounded-full object-cover"
        onError={avatar.fallback}
        data-header-avatar
      />
      <span className="sr-only">Your dashboard ({hydrated && profile ? name : 'your account'})</span>
    </a>
  );
}
