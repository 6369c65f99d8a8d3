import { ONBOARDING } from '../../../lib/onboarding/presets.ts';

/** Three progress dots; the current and completed steps are filled. */
export function ProgressDots({ step }: { step: number }) {
  return (
    <div className="flex items-center gap-2" role="img" aria-label={`Step ${step} of ${ONBOARDING.steps}`} data-progress={step}>
      {Array.from({ length: ONBOARDING.steps }, (_, i) => (
        <span
          key={i}
          className={`h-2.5 w-2.5 rounded-full ${i < step ? 'bg-brand-700' : 'bg-gray-300'} ${i + 1 === step ? 'ring-2 ring-brand-300 ring-offset-1' : ''}`}
        />
      ))}
    </div>
  );
}
