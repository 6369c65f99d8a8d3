import { useEffect, useRef } from 'react';
import { safeNextPath } from '../../lib/routes/auth-guard.ts';
import { useStore } from '@nanostores/react';
import { $loginModal, closeLogin, openLogin } from '../../stores/login-modal.ts';
import { Modal } from './Modal.tsx';
import { LoginForm } from './LoginForm.tsx';

/**
 * The login modal: any `[data-login-trigger]` link opens it (its href stays a
 * working fallback to /login); `data-login-mode="reset"` opens the reset mode. After sign-in it
 * goes where the link's own `?next=` says (a same-site path with its query, e.g. the invoice an
 * email linked to), else /dashboard.
 */
export default function LoginModal() {
  const state = useStore($loginModal);
  const next = useRef('/dashboard');

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const trigger = (event.target as Element | null)?.closest?.('[data-login-trigger]');
      if (!trigger) return;
      event.preventDefault();
      const href = trigger.getAttribute('href');
      next.current = safeNextPath(href ? new URL(href, location.origin).searchParams.get('next') : null);
      (document.getElementById('menu-mobile') as (HTMLElement & { hidePopover?: () => void }) | null)?.hidePopover?.();
      openLogin(trigger.getAttribute('data-login-mode') === 'reset' ? 'reset' : 'signIn');
    }
    document.addEventListener('click', onClick);
    document.documentElement.dataset['loginReady'] = 'true';
    return () => document.removeEventListener('click', onClick);
  }, []);

  return (
    <Modal
      open={state.open}
      onClose={closeLogin}
      labelledBy="login-modal-title"
      name="login"
      className="max-w-md"
      focusKey={state.mode}
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={closeLogin}
          aria-label="Close dialog"
          className="absolute top-3 right-3 rounded-md p-2 text-ink-faint hover:bg-gray-100 hover:text-ink"
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <LoginForm
          mode={state.mode}
          titleId="login-modal-title"
          onModeChange={(mode) => openLogin(mode)}
          onDone={closeLogin}
          onSignedIn={() => {
            closeLogin();
            location.assign(next.current);
          }}
        />
      </div>
    </Modal>
  );
}
