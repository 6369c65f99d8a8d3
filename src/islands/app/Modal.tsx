import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  /** Called on Escape, backdrop click or a close button; omit for a blocking dialog. */
  onClose?: () => void;
  labelledBy: string;
  describedBy?: string;
  className?: string;
  children: ReactNode;
  /** Test hook and styling hook. */
  name: string;
  /** 'full' covers the whole viewport (the onboarding overlay). */
  variant?: 'center' | 'full';
  /**
   * When this changes (e.g. the step of a multi-step dialog or the mode of a form), focus moves
   * again as on opening: to the element marked `data-autofocus`, else the first field.
   */
  focusKey?: string | number;
}

const CENTER =
  'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-gray-900/60';
const FULL = 'm-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto bg-white p-0 text-ink backdrop:bg-white';
/** The fields a dialog starts on, in document order: the first visible one gets focus. */
const FIELDS =
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog>: the page behind is inert, Tab wraps inside, Escape and a
 * backdrop click close it unless it is blocking (no onClose). On opening, focus goes to the
 * element marked `data-autofocus`, else to the first field (the login modal's email), else the
 * browser's choice (the first button); it returns to the opener on closing.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  describedBy,
  className = '',
  children,
  name,
  variant = 'center',
  focusKey,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
    return undefined;
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const marked = dialog.querySelector<HTMLElement>('[data-autofocus]');
    const field = [...dialog.querySelectorAll<HTMLElement>(FIELDS)].find((el) => el.offsetParent !== null);
    (marked ?? field)?.focus();
  }, [open, focusKey]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      data-modal={name}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        closeRef.current?.();
      }}
      onClose={() => {
        // Chromium lets a repeated Escape close a dialog even when `cancel` is prevented; a
        // blocking dialog that should still be open opens again at once.
        if (open && !closeRef.current && ref.current && !ref.current.open) ref.current.showModal();
      }}
      onClick={(event) => {
        if (event.target === ref.current) closeRef.current?.();
      }}
      className={`${variant === 'full' ? FULL : CENTER} ${className}`}
    >
      {open && children}
    </dialog>
  );
}
