import type { PostcodeGeography } from '../../lib/data/types.ts';
import { GeographyPanel } from './GeographyPanel.tsx';

/** The geography panel, or a plain heading when the postcode is only known from the dataset itself. */
export function PostcodeHeading({ geography, postcode }: { geography: PostcodeGeography | null; postcode: string }) {
  // Only the postcode's own point: no map (it would push the answer's detail down without showing more).
  if (geography) return <GeographyPanel geography={geography} showMap={false} />;
  return (
    <section aria-labelledby="geo-heading">
      <h2 id="geo-heading" className="text-xl font-semibold text-ink">
        {postcode}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        This postcode is not in our postcode directory, so we cannot place it on a map or in its areas.
      </p>
    </section>
  );
}
