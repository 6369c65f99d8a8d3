import { useEffect, useState } from 'react';
import { fetchOperatorRecord, type OperatorOutcome } from '../../client/operator-data.ts';
import { DATASETS, type DatasetId } from '../../lib/data/datasets.ts';
import { formatCount } from '../../lib/format/figures.ts';
import { useAccount } from './useAccount.ts';
import { Loading, SignedOutNotice } from './SignedOutNotice.tsx';

const when = (iso: string | null) =>
  iso
    ? new Date(iso.includes('T') || iso.includes(' ') ? iso.replace(' ', 'T') : `${iso}T00:00:00Z`).toLocaleString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: iso.length > 10 ? '2-digit' : undefined,
        minute: iso.length > 10 ? '2-digit' : undefined,
        timeZone: 'UTC',
      })
    : '—';
const datasetName = (id: string) => (DATASETS as Record<string, { short: string } | undefined>)[id]?.short ?? id;

/**
 * /operator/data: the import record and the data refresh's runs, for operators. The server decides
 * who is one (GET /api/operator/data answers 403 to anyone else); this page only shows the answer.
 */
export default function OperatorData() {
  const { status } = useAccount();
  const [answer, setAnswer] = useState<OperatorOutcome | null>(null);

  useEffect(() => {
    if (status !== 'ready') return;
    let live = true;
    void fetchOperatorRecord().then((result) => {
      if (live) setAnswer(result);
    });
    return () => {
      live = false;
    };
  }, [status]);

  if (status === 'loading') return <Loading />;
  if (status === 'signed-out') return <SignedOutNotice what="the data record (operators only)" />;
  if (status === 'error')
    return (
      <p className="text-error" role="alert">
        Your account could not be loaded. Please reload the page.
      </p>
    );
  if (!answer)
    return (
      <p className="text-ink-muted" role="status">
        Loading the data record…
      </p>
    );
  if (!answer.ok)
    return (
      <p className={'forbidden' in answer ? 'text-ink' : 'text-error'} role="alert" data-operator-refused={'forbidden' in answer}>
        {answer.error}
      </p>
    );
  const { imports, sources, runs } = answer.value;
  const rejected = imports.reduce((n, f) => n + f.rowsRejected, 0);
  return (
    <div className="space-y-8" data-operator-data>
      <section aria-labelledby="op-sources">
        <h2 id="op-sources" className="text-lg font-semibold text-ink">
          Refresh sources ({sources.length})
        </h2>
        {sources.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No refresh has run yet (npm run data:refresh).</p>
        ) : (
          <table className="table-cards mt-2 w-full text-left text-sm" data-operator-sources>
            <thead>
              <tr>
                <th scope="col">Source</th>
                <th scope="col">State</th>
                <th scope="col">Release held</th>
                <th scope="col">Checked</th>
                <th scope="col">Next due</th>
              </tr>
            </thead>
            <tbody>
              {sources.map((s) => (
                <tr key={s.source}>
                  <th scope="row" data-label="Source" className="font-normal">
                    {s.source} ({datasetName(s.dataset)})
                  </th>
                  <td data-label="State">
                    {s.status}
                    {s.overdue ? `, ${s.daysOverdue} days overdue` : ''}
                    {s.held ? `, holding ${s.held}` : ''}
                  </td>
                  <td data-label="Release held">{s.release ?? '—'}</td>
                  <td data-label="Checked">{when(s.checkedAt)}</td>
                  <td data-label="Next due">{when(s.nextDue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="op-runs">
        <h2 id="op-runs" className="text-lg font-semibold text-ink">
          Refresh runs (last {runs.length})
        </h2>
        {runs.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No refresh run is recorded.</p>
        ) : (
          <ol className="mt-2 space-y-2 text-sm" data-operator-runs>
            {runs.map((r) => (
              <li key={r.id} className="rounded-lg border border-line p-3">
                <p className="font-semibold text-ink">
                  Run {r.id}: {r.status}
                  {r.dryRun ? ' (dry run)' : ''}, {when(r.startedAt)}
                  {r.onlySources?.length ? ` (only ${r.onlySources.join(', ')})` : ''}
                </p>
                {r.message && <p className="text-ink-muted">{r.message}</p>}
                {r.report.length > 0 && (
                  <ul className="mt-1 list-disc pl-5 text-ink-muted">
                    {r.report.map((line, i) => (
                      <li key={i}>{line}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="op-imports">
        <h2 id="op-imports" className="text-lg font-semibold text-ink">
          Import record ({imports.length} files, {formatCount(rejected)} rows rejected)
        </h2>
        <table className="table-cards mt-2 w-full text-left text-sm" data-operator-imports>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Dataset</th>
              <th scope="col">Rows</th>
              <th scope="col">Rejected</th>
              <th scope="col">As of</th>
              <th scope="col">Imported</th>
            </tr>
          </thead>
          <tbody>
            {imports.map((f) => (
              <tr key={f.file}>
                <th scope="row" data-label="File" className="break-all font-normal">
                  {f.file}
                </th>
                <td data-label="Dataset">{datasetName(f.dataset as DatasetId)}</td>
                <td data-label="Rows" className="tabular-nums">
                  {formatCount(f.rowsLoaded)}
                </td>
                <td data-label="Rejected" className="tabular-nums">
                  {formatCount(f.rowsRejected)}
                </td>
                <td data-label="As of">{f.asOf ?? '—'}</td>
                <td data-label="Imported">{when(f.importedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
