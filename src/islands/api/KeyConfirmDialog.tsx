import { useId, useState } from 'react';
import { Modal } from '../app/Modal.tsx';
import { Spinner } from '../app/Spinner.tsx';
import { ui } from '../app/ui-classes.ts';

interface Props {
  action: 'rotate' | 'revoke';
  label: string;
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
}

const TEXT = {
  rotate: {
    title: (label: string) => `Rotate “${label}”?`,
    body: 'You get a new secret for this key, with the same name and limits. The current secret stops working at once, so update everything that uses it.',
    button: 'Rotate key',
  },
  revoke: {
    title: (label: string) => `Revoke “${label}”?`,
    body: 'The key stops working with its next request, for good. Its calls stay in your usage history.',
    button: 'Revoke key',
  },
} as const;

/** Asks before a key is rotated or revoked, which cannot be undone. */
export default function KeyConfirmDialog({ action, label, onConfirm, onClose }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const text = TEXT[action];
  async function confirm() {
    setBusy(true);
    const problem = await onConfirm();
    setBusy(false);
    if (problem) setFailure(problem);
  }
  return (
    <Modal
      open
      onClose={busy ? undefined : onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      name={`key-${action}`}
      className="max-w-md"
    >
      <div className="p-6 sm:p-8">
        <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
          {text.title(label)}
        </h2>
        <p id={`${id}-text`} className="mt-3 text-ink-muted">
          {text.body}
        </p>
        {failure && (
          <p className="mt-3 text-sm text-error" role="alert">
            {failure}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={ui.secondary} onClick={onClose} disabled={busy} data-autofocus>
            Cancel
          </button>
          <button type="button" className={ui.primary} onClick={() => void confirm()} disabled={busy}>
            {busy && <Spinner />}
            {text.button}
          </button>
        </div>
      </div>
    </Modal>
  );
}
