import { useId, useState } from 'react';
import { Modal } from '../app/Modal.tsx';
import { ui } from '../app/ui-classes.ts';

interface Props {
  label: string;
  secret: string;
  /** 'created' or 'rotated': what just happened. */
  reason: 'created' | 'rotated';
  onDone: () => void;
}

/** A new key's secret, shown once: copy it now, we keep only its hash. */
export default function KeySecretDialog({ label, secret, reason, onDone }: Props) {
  const id = useId();
  const [note, setNote] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setNote('Copied to the clipboard.');
    } catch {
      setNote('Copying is blocked in this browser: select the key and copy it yourself.');
    }
  }
  return (
    <Modal open onClose={onDone} labelledBy={`${id}-title`} describedBy={`${id}-text`} name="key-secret" className="max-w-xl">
      <div className="p-6 sm:p-8">
        <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
          {reason === 'created' ? `Your new key “${label}”` : `The new secret of “${label}”`}
        </h2>
        <p id={`${id}-text`} className="mt-3 text-ink-muted">
          Copy it now and keep it somewhere safe, such as your server’s secret settings. We store only a hash, so this is the only
          time you will see it.{reason === 'rotated' && ' The old secret has stopped working.'}
        </p>
        <label htmlFor={`${id}-secret`} className={`${ui.label} mt-4`}>
          API key
        </label>
        <input
          id={`${id}-secret`}
          readOnly
          value={secret}
          className={`${ui.input} font-mono text-sm`}
          data-key-secret
          data-autofocus
          onFocus={(e) => e.target.select()}
        />
        <p className="mt-2 text-sm text-ink-muted" role="status">
          {note}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={ui.secondary} onClick={() => void copy()}>
            Copy key
          </button>
          <button type="button" className={ui.primary} onClick={onDone}>
            I have saved it
          </button>
        </div>
      </div>
    </Modal>
  );
}
