import type { BroadbandAnswer } from '../../client/data-api.ts';
import { broadbandHeadline } from '../../lib/data/broadband-headline.ts';
import { AnswerLine, today } from './AnswerLine.tsx';
import { BroadbandResults } from './BroadbandResults.tsx';
import { GeographyPanel } from './GeographyPanel.tsx';
import { PostcodeChecker } from './PostcodeChecker.tsx';

/** /broadband-speed-checker-postcode. */
export default function BroadbandChecker() {
  return (
    <PostcodeChecker<BroadbandAnswer>
      endpoint="broadband"
      topic="broadband"
      submitLabel="Check broadband"
      render={({ geography, broadband }) => (
        <>
          <AnswerLine text={broadbandHeadline(broadband, today())} />
          <GeographyPanel geography={geography} showMap={false} />
          <BroadbandResults broadband={broadband} />
        </>
      )}
    />
  );
}
