import type { PropertyAgeAnswer } from '../../client/data-api.ts';
import { propertyAgeHeadline } from '../../lib/data/property-age-headline.ts';
import { AnswerLine, today } from './AnswerLine.tsx';
import { PostcodeChecker } from './PostcodeChecker.tsx';
import { PostcodeHeading } from './PostcodeHeading.tsx';
import { PropertyAgeResults } from './PropertyAgeResults.tsx';

/** /check-property-age: when homes at a postcode were built. */
export default function PropertyAgeChecker() {
  return (
    <PostcodeChecker<PropertyAgeAnswer>
      endpoint="property-age"
      topic="property-age"
      submitLabel="Estimate age"
      render={({ geography, age }) => (
        <>
          <AnswerLine text={propertyAgeHeadline(age, today())} />
          <PostcodeHeading geography={geography} postcode={age.postcode} />
          <PropertyAgeResults age={age} />
        </>
      )}
    />
  );
}
