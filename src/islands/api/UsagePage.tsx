import { useEffect, useState } from 'react';
import { fetchApiUsage } from '../../client/api-usage.ts';
import { creditsByEndpoint, usageChart } from '../../lib/api/usage/usage-chart.ts';
import type { AccountUsage } from '../../lib/api/v1/schemas/account.ts';
import { useAccount } from '../app/useAccount.ts';
import { Loading, SignedOutNotice } from '../app/SignedOutNotice.tsx';
import { BarChart } from '../shared/BarChart.tsx';
import ApiNav from './ApiNav.tsx';

const DAYS = 30;
const cell = 'py-2 pr-4 align-top';

function when(time: string): string {
  const date = new Date(time);
  return Number.isNaN(date.getTime())
    ? time
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
}

function Stat({ label, value, name }: { label: string; value: number; name: string }) {
  return (
    <div className="rounded-xl border border-gray-200 p-5">
      <dt className="text-sm text-ink-faint">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-ink tabular-nums" data-usage-stat={name}>
        {value.toLocaleString('en-GB')}
      </dd>
    </div>
  );
}

function RecentTable({ usage }: { usage: AccountUsage }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label="Last 100 requests" tabIndex={0}>
      <table className="w-full text-left text-sm" data-usage-recent>
        <caption className="sr-only">Your last {usage.recent.length} requests, newest first</caption>
        <thead className="border-b border-gray-300 text-ink">
          <tr>
            {['Time (UTC)', 'Endpoint', 'Parameters', 'Status', 'Credits', 'Request id'].map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 text-ink-muted">
          {usage.recent.map((r) => (
            <tr key={r.requestId} data-request-id={r.requestId}>
              <td className={`${cell} whitespace-nowrap`}>{when(r.time)}</td>
              <td className={cell}>
                <span className="font-mono text-ink">{r.endpoint}</span>
                <span className="block text-xs">
                  {r.channel === 'mcp' ? 'MCP' : r.channel === 'batch' ? 'Batch' : 'REST'}
                  {r.key ? ` · ${r.key}` : ' · account key'}
                </span>
              </td>
              <td className={`${cell} max-w-xs font-mono text-xs break-all`}>{r.params || '—'}</td>
              <td className={`${cell} tabular-nums`}>
                {r.status}
                {r.errorCode && <span className="block font-mono text-xs">{r.errorCode}</span>}
              </td>
              <td className={`${cell} tabular-nums`}>{r.credits}</td>
              <td className={`${cell} font-mono text-xs break-all`}>{r.requestId}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Figures({ usage }: { usage: AccountUsage }) {
  const chart = usageChart(usage);
  const credits = creditsByEndpoint(usage);
  return (
    <div className="space-y-10">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat label={`Requests, last ${usage.days} days`} value={usage.totals.requests} name="requests" />
        <Stat label="Credits spent" value={usage.totals.credits} name="credits" />
        <Stat label="Errors" value={usage.totals.errors} name="errors" />
      </dl>

      <section aria-labelledby="usage-chart-title">
        <h2 id="usage-chart-title" className="text-lg font-semibold text-ink">
          Requests per day by endpoint
        </h2>
        {chart.series.length === 0 ? (
          <p className="mt-2 text-ink-muted" data-usage-empty>
            No requests from {usage.from} to {usage.to}. Make your first call with the examples on{' '}
            <a href="/docs/getting-started">getting started</a>, or connect an assistant with the{' '}
            <a href="/docs/mcp">MCP server</a>.
          </p>
        ) : (
          <BarChart
            title={`Requests per day by endpoint, ${usage.from} to ${usage.to}`}
            desc={`${usage.totals.requests} requests over ${usage.days} days, stacked by endpoint.`}
            categories={chart.categories}
            series={chart.series}
            stacked
            xLabel="Day (UTC)"
            yLabel="Requests"
          />
        )}
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="usage-credits-title">
          <h2 id="usage-credits-title" className="text-lg font-semibold text-ink">
            Credits by endpoint
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {usage.totals.credits} credits in the request log; the ledger shows {usage.ledgerCredits} charged for the API in the
            same days.
          </p>
          {credits.length === 0 ? (
            <p className="mt-2 text-ink-muted">Nothing spent.</p>
          ) : (
            <table className="mt-2 w-full text-left text-sm" data-usage-credits>
              <caption className="sr-only">Credits and requests per endpoint</caption>
              <thead className="border-b border-gray-300 text-ink">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Endpoint
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Requests
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Credits
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {credits.map((c) => (
                  <tr key={c.endpoint}>
                    <td className="py-2 pr-4 font-mono">{c.endpoint}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{c.requests}</td>
                    <td className="py-2 text-right tabular-nums">{c.credits}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="usage-errors-title">
          <h2 id="usage-errors-title" className="text-lg font-semibold text-ink">
            Errors by code
          </h2>
          {usage.errorsByCode.length === 0 ? (
            <p className="mt-2 text-ink-muted">No errors.</p>
          ) : (
            <table className="mt-2 w-full text-left text-sm" data-usage-errors>
              <caption className="sr-only">Errors by code</caption>
              <thead className="border-b border-gray-300 text-ink">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Code
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Requests
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {usage.errorsByCode.map((e) => (
                  <tr key={e.code}>
                    <td className="py-2 pr-4 font-mono">{e.code}</td>
                    <td className="py-2 text-right tabular-nums">{e.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="mt-2 text-sm">
            <a href="/docs/getting-started#errors">What each code means</a>
          </p>
        </section>
      </div>

      <section aria-labelledby="usage-recent-title">
        <h2 id="usage-recent-title" className="text-lg font-semibold text-ink">
          Last 100 requests
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Newest first, over REST and MCP, with every key. Quote a request id to support. We keep the log for 90 days and no
          network addresses.
        </p>
        {usage.recent.length === 0 ? <p className="mt-2 text-ink-muted">No requests yet.</p> : <RecentTable usage={usage} />}
      </section>
    </div>
  );
}

/** /api-usage: the signed-in user's API and MCP usage from the request log. */
export default function UsagePage() {
  const { status } = useAccount();
  const [usage, setUsage] = useState<AccountUsage | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (status !== 'ready') return;
    let live = true;
    void fetchApiUsage(DAYS).then((result) => {
      if (!live) return;
      if (result.ok) setUsage(result.value);
      else setError(result.error);
    });
    return () => {
      live = false;
    };
  }, [status]);

  if (status === 'loading') return <Loading />;
  if (status === 'signed-out') return <SignedOutNotice what="your API usage" />;
  return (
    <div data-api-usage>
      <ApiNav current="/api-usage" />
      {error ? (
        <p className="text-error" role="alert">
          We could not load your usage ({error}). Please reload the page.
        </p>
      ) : usage ? (
        <Figures usage={usage} />
      ) : (
        <p className="text-ink-muted" role="status">
          Loading your usage…
        </p>
      )}
    </div>
  );
}
