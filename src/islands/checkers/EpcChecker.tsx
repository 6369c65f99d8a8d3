import type { EpcAnswer } from '../../client/data-api.ts';
import { epcHeadline } from '../../lib/data/epc-headline.ts';
import { AnswerLine, today } from './AnswerLine.tsx';
import { EpcResults } from './EpcResults.tsx';
import { PostcodeChecker } from './PostcodeChecker.tsx';
import { PostcodeHeading } from './PostcodeHeading.tsx';

/** /epc-search and /epc-register-search (with an address filter): EPCs for a postcode. */
export default function EpcChecker({ addressFilter = false }: { addressFilter?: boolean }) {
  return (
    <PostcodeChecker<EpcAnswer>
      endpoint="epc"
      topic="epc"
      submitLabel="Search certificates"
      render={({ geography, epc }) => (
        <>
          <AnswerLine text={epcHeadline(epc, today())} />
          <PostcodeHeading geography={geography} postcode={epc.postcode} />
          <EpcResults epc={epc} addressFilter={addressFilter} />
        </>
      )}
    />
  );
}
