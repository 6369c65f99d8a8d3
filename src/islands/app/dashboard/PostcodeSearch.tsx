import { useState } from 'react';
import { parsePostcode } from '../../../lib/postcode/parse.ts';
import { CREDIT_COSTS } from '../../../lib/site/plans.ts';
import { PostcodeForm } from '../../checkers/PostcodeForm.tsx';

/** The postcode report is one search away: a valid postcode opens /postcode-data with it. */
export function PostcodeSearch() {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <section aria-labelledby="dashboard-search-title" data-dashboard-search>
      <h2 id="dashboard-search-title" className="sr-only">
        Postcode report
      </h2>
      <PostcodeForm
        label="Look up a postcode"
        submitLabel={`Open the report (${CREDIT_COSTS.dataLookup} credit)`}
        busy={busy}
        error={error}
        onSubmit={(typed) => {
          const parsed = parsePostcode(typed);
          if (!parsed.ok) return setError(parsed.error);
          setError(undefined);
          setBusy(true);
          location.assign(`/postcode-data?postcode=${encodeURIComponent(parsed.value.postcode)}`);
        }}
      />
    </section>
  );
}
