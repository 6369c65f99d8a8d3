import type { MobileAnswer } from '../../client/data-api.ts';
import { mobileHeadline } from '../../lib/data/mobile-headline.ts';
import { AnswerLine, today } from './AnswerLine.tsx';
import { GeographyPanel } from './GeographyPanel.tsx';
import { MobileResults } from './MobileResults.tsx';
import { PostcodeChecker } from './PostcodeChecker.tsx';

/** /mobile-signal-checker. */
export default function MobileChecker() {
  return (
    <PostcodeChecker<MobileAnswer>
      endpoint="mobile"
      topic="mobile"
      submitLabel="Check signal"
      render={({ geography, mobile }) => (
        <>
          <AnswerLine text={mobileHeadline(mobile, today())} />
          <GeographyPanel geography={geography} showMap={false} />
          <MobileResults mobile={mobile} />
        </>
      )}
    />
  );
}
