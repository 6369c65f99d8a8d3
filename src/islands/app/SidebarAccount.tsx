import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { displayName } from '../../lib/auth/identity.ts';
import { CREDIT_POLL_MS } from '../../lib/credits/poll.ts';
import { $accountLoaded, $availableCredits, $profile, loadAccount, refreshCredits } from '../../stores/account.ts';
import { $authReady, $user } from '../../stores/session.ts';
import { signOutAndGoHome } from '../../stores/sign-out.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import { useAvatar } from './useAvatar.ts';

/** The sidebar's account block: 'API Credits: N', avatar, name and the user menu. */
export default function SidebarAccount() {
  const id = useId();
  // Until hydrated, render what the server rendered (nobody known yet).
  const hydrated = useHydrated();
  const ready = useStore($authReady) && hydrated;
  const user = useStore($user);
  const loaded = useStore($accountLoaded) && hydrated;
  const storedProfile = useStore($profile);
  const storedCredits = useStore($availableCredits);
  const profile = hydrated ? storedProfile : null;
  const credits = hydrated ? storedCredits : null;
  const avatar = useAvatar(profile?.profile_photo);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void loadAccount();
    const poll = setInterval(() => void refreshCredits(), CREDIT_POLL_MS);
    return () => clearInterval(poll);
  }, []);

  useEffect(() => {
    if (!open) return;
    function away(event: MouseEvent) {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('click', away);
    return () => document.removeEventListener('click', away);
  }, [open]);

  if (ready && !user) {
    return (
      <div className="border-t border-gray-200 p-4">
        <a
          href="/login"
          data-login-trigger
          className="block rounded-lg bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white no-underline hover:bg-brand-800 hover:no-underline"
        >
          Login
        </a>
      </div>
    );
  }

  const name = displayName(profile?.first_name, profile?.last_name);
  return (
    <div className="border-t border-gray-200 p-4" ref={wrapper}>
      <p className="px-1 text-sm font-medium text-ink" data-api-credits>
        API Credits: {credits ?? (loaded ? '—' : '…')}
      </p>
      <div className="relative mt-3">
        <button
          ref={button}
          type="button"
          className="flex w-full items-center gap-3 rounded-lg p-1.5 text-left hover:bg-brand-50"
          aria-expanded={open}
          aria-controls={`${id}-menu`}
          onClick={() => setOpen(!open)}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
          data-user-menu-button
        >
          <img
            src={avatar.src}
            alt=""
            width={36}
            height={36}
            className="h-9 w-9 rounded-full object-cover"
            onError={avatar.fallback}
            data-avatar
          />
          <span className="min-w-0 flex-1 truncate text-sm font-semibold text-ink" data-user-name>
            {name}
          </span>
          <span className="sr-only">Open user menu</span>
        </button>
        {open && (
          <ul
            id={`${id}-menu`}
            data-user-menu
            className="absolute bottom-full left-0 mb-2 w-full rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                setOpen(false);
                button.current?.focus();
              }
            }}
          >
            <li>
              <a href="/profile" className="block px-4 py-2 text-sm text-ink no-underline hover:bg-brand-50">
                Your Profile
              </a>
            </li>
            <li>
              <a href="/billing" className="block px-4 py-2 text-sm text-ink no-underline hover:bg-brand-50">
                Billing
              </a>
            </li>
            <li>
              <button
                type="button"
                className="block w-full px-4 py-2 text-left text-sm text-ink hover:bg-brand-50"
                onClick={() => void signOutAndGoHome()}
              >
                Sign out
              </button>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
