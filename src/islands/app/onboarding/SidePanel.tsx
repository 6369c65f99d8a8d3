import { BRAND } from '../../../lib/site/brand.ts';
import { stagingAvailable } from '../staging-available.ts';

const BENEFITS = [
  {
    title: 'Postcode research in seconds',
    text: 'Crime, schools, broadband and economic data for the postcodes we hold; each checker says first what it covers.',
  },
  { title: 'Evaluate deals with confidence', text: 'Deal analyser and property valuations built on Land Registry sold prices.' },
  { title: 'Plan with the right numbers', text: 'Stamp duty, rental yield, HMO, BRRR and development cost calculators.' },
  { title: 'AI virtual staging', text: 'Furnish empty rooms in your listing photos with AI, marked as virtually staged.' },
  { title: 'Property APIs', text: 'Use the same data in your own tools with your API key and credits.' },
];

/** The onboarding side panel listing what the product offers. */
export function SidePanel() {
  return (
    <aside aria-labelledby="onboarding-benefits" className="bg-brand-900 px-6 py-10 text-white lg:px-10 lg:py-16">
      <h2 id="onboarding-benefits" className="text-xl font-bold">
        What you get with {BRAND.name}
      </h2>
      <ul className="mt-6 space-y-5">
        {BENEFITS.filter((b) => b.title !== 'AI virtual staging' || stagingAvailable()).map((b) => (
          <li key={b.title} className="flex gap-3">
            <svg aria-hidden="true" className="mt-0.5 h-5 w-5 flex-none text-brand-300" viewBox="0 0 20 20" fill="currentColor">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
            </svg>
            <span>
              <span className="block font-semibold">{b.title}</span>
              <span className="block text-sm text-brand-100">{b.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
