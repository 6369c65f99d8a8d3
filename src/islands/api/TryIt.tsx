import { useId, useState, type FormEvent } from 'react';
import { ErrorText } from '../shared/ErrorText.tsx';

export interface TryItProps {
  /** Below /api/v1, e.g. "/crime-statistics". */
  path: string;
  params: { name: string; required: boolean; example: string | null; description: string }[];
  sandboxKey: string;
}

type Outcome = { status: number; headers: [string, string][]; body: string } | { error: string };

const SHOWN_HEADERS = [
  'x-request-id',
  'x-credits-charged',
  'x-credits-remaining',
  'ratelimit-limit',
  'ratelimit-remaining',
  'retry-after',
];

/** Calls the live endpoint on this site with the sandbox key (or your own) and shows the answer. */
export default function TryIt({ path, params, sandboxKey }: TryItProps) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(params.map((p) => [p.name, p.example ?? ''])),
  );
  const [key, setKey] = useState(sandboxKey);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const query = new URLSearchParams(Object.entries(values).filter(([, v]) => v.trim() !== ''));
    try {
      const response = await fetch(`/api/v1${path}?${query.toString()}`, { headers: { 'x-api-key': key.trim() } });
      const text = await response.text();
      let body = text;
      try {
        body = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // not JSON: show as it came
      }
      setOutcome({
        status: response.status,
        headers: SHOWN_HEADERS.flatMap((h) =>
          response.headers.get(h) ? [[h, response.headers.get(h)!] as [string, string]] : [],
        ),
        body,
      });
    } catch {
      setOutcome({ error: 'The request did not reach the API. Check your connection and try again.' });
    } finally {
      setBusy(false);
    }
  }

  const field = 'mt-1 block w-full min-w-0 rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm font-mono';
  return (
    <form
      onSubmit={send}
      className="not-prose my-4 rounded-2xl border border-gray-200 bg-gray-50 p-4"
      aria-label={`Try ${path}`}
      data-try-it
    >
      <p className="font-semibold text-ink">Try it</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {params.map((p) => (
          <label key={p.name} className="text-sm text-ink">
            {p.name}
            {p.required ? ' (required)' : ''}
            <input
              name={p.name}
              className={field}
              value={values[p.name] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [p.name]: e.target.value }))}
              aria-describedby={`${id}-${p.name}`}
            />
            <span id={`${id}-${p.name}`} className="sr-only">
              {p.description}
            </span>
          </label>
        ))}
        <label className="text-sm text-ink sm:col-span-2">
          API key (the public sandbox key answers for the sample postcodes)
          <input name="apiKey" className={field} value={key} onChange={(e) => setKey(e.target.value)} autoComplete="off" />
        </label>
      </div>
      <button
        type="submit"
        disabled={busy}
        className="mt-3 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
      >
        {busy ? 'Sending…' : `Send GET ${path}`}
      </button>
      <div aria-live="polite">
        {outcome && 'error' in outcome && <ErrorText className="mt-3 text-sm">{outcome.error}</ErrorText>}
        {outcome && 'status' in outcome && (
          <div className="mt-3" data-try-it-result>
            <p className={`text-sm font-semibold ${outcome.status < 300 ? 'text-emerald-800' : 'text-error'}`} data-try-it-status>
              HTTP {outcome.status}
            </p>
            {outcome.headers.length > 0 && (
              <p className="mt-1 font-mono text-xs text-ink-muted">{outcome.headers.map(([h, v]) => `${h}: ${v}`).join(' · ')}</p>
            )}
            <pre tabIndex={0} className="mt-2 max-h-96 overflow-auto rounded-lg bg-gray-900 p-3 text-xs leading-5 text-gray-100">
              {outcome.body}
            </pre>
          </div>
        )}
      </div>
    </form>
  );
}
