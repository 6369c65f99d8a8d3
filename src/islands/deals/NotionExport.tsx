/** Export the analysed deal as Notion-ready Markdown (a page) or CSV (a database row). */
import { useId, useState } from 'react';
import { dealCsv, dealMarkdown, type DealRow } from '../../lib/calculators/deal-analyser/notion-export.ts';
import type { Verdict } from '../../lib/calculators/deal-analyser/targets.ts';
import { inputClass } from '../shared/index.ts';

export interface NotionExportProps {
  good: { inputs: DealRow[]; results: DealRow[]; verdict: Verdict } | null;
}

function download(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const slug = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'deal';
const button =
  'rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50';

export function NotionExport({ good }: NotionExportProps) {
  const [name, setName] = useState('My next deal');
  const [status, setStatus] = useState('');
  const id = useId();
  const markdown = good ? dealMarkdown(name, good.verdict, good.inputs, good.results) : '';
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-gray-200 p-4" data-no-print>
      <h2 id={`${id}-h`} className="text-xl font-semibold text-ink">
        Export to Notion
      </h2>
      {!good ? (
        <p className="mt-2 text-ink-muted">Correct the inputs above to export this deal.</p>
      ) : (
        <>
          <div className="mt-3 flex flex-col gap-1">
            <label htmlFor={`${id}-name`} className="font-medium text-ink">
              Deal name
            </label>
            <input
              id={`${id}-name`}
              className={inputClass}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={200}
            />
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" className={button} onClick={() => download(`${slug(name)}.md`, markdown, 'text/markdown')}>
              Download Markdown page
            </button>
            <button
              type="button"
              className={button}
              onClick={() =>
                download(`${slug(name)}.csv`, dealCsv(name, good.verdict, [...good.inputs, ...good.results]), 'text/csv')
              }
            >
              Download CSV row
            </button>
            <button
              type="button"
              className={button}
              onClick={() =>
                navigator.clipboard.writeText(markdown).then(
                  () => setStatus('Copied. Paste it into a Notion page.'),
                  () => setStatus('Copying failed; select the text below and copy it.'),
                )
              }
            >
              Copy Markdown
            </button>
          </div>
          <p role="status" className="mt-2 text-sm text-ink-muted">
            {status}
          </p>
          <label htmlFor={`${id}-preview`} className="mt-3 block font-medium text-ink">
            Markdown preview
          </label>
          <textarea
            id={`${id}-preview`}
            readOnly
            rows={12}
            className={`${inputClass} font-mono text-sm`}
            value={markdown}
            data-testid="notion-markdown"
          />
        </>
      )}
    </section>
  );
}
