import { useId, useState } from 'react';

/**
 * The original and the staged image on top of each other; a slider (a native range input, so
 * it works with arrow keys and screen readers) reveals more or less of the staged one.
 */
export default function BeforeAfter({ before, after, label }: { before: string; after: string; label: string }) {
  const [split, setSplit] = useState(50);
  const id = useId();
  return (
    <figure className="space-y-2" data-before-after>
      <div className="relative overflow-hidden rounded-lg bg-gray-100">
        <img src={before} alt={`Original photo: ${label}`} className="block h-auto w-full" />
        <img
          src={after}
          alt={`Virtually staged: ${label}`}
          className="absolute inset-0 block h-full w-full object-cover"
          style={{ clipPath: `inset(0 0 0 ${split}%)` }}
        />
        <div aria-hidden="true" className="absolute inset-y-0 w-0.5 bg-white shadow" style={{ left: `${split}%` }} />
        <span className="absolute top-2 left-2 rounded bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">Original</span>
        <span className="absolute top-2 right-2 rounded bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">
          Virtually staged
        </span>
      </div>
      <label htmlFor={id} className="block text-sm text-ink-muted">
        Compare: slide to show more of the original or the staged image
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        value={split}
        onChange={(event) => setSplit(Number(event.target.value))}
        className="w-full accent-brand-700"
        aria-valuetext={`${100 - split}% staged`}
      />
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}
