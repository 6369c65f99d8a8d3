import { useState } from 'react';
import { downloadDocumentPdf } from '../../../client/billing-documents.ts';
import { ErrorText } from '../../shared/ErrorText.tsx';

/** Downloads an invoice or credit note as a PDF (the request carries the signed-in user's token). */
export function PdfButton({
  query,
  label,
  className,
}: {
  query: { id: string } | { credit_note: string };
  label: string;
  className: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError('');
          void downloadDocumentPdf(query).then((r) => {
            setBusy(false);
            if (!r.ok) setError(r.error);
          });
        }}
      >
        {busy ? 'Preparing PDF…' : label}
      </button>
      {error && <ErrorText className="text-sm">{error}</ErrorText>}
    </>
  );
}
