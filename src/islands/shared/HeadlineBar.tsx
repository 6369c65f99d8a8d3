/**
 * On narrow screens (below lg), a compact bar pinned to the bottom of the viewport with the calculator's headline
 * figure, shown while the inputs are on screen and the results are not, so the answer stays in view while typing.
 * "See full results" scrolls to the results and moves focus there. Rendered by <ResultsPanel>; nothing to wire.
 *
 * Screen readers hear a change of figure once the person pauses (a polite status after a quiet spell), not every
 * keystroke; the bar's first appearance is not announced.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Headline } from './headline.ts';

/** How long the figure must stay unchanged before it is announced. */
const ANNOUNCE_AFTER_MS = 1500;
/** Results count as in view once this much of them shows above the bar. */
const RESULTS_MARGIN_PX = 96;

export interface HeadlineBarProps {
  headline: Headline | null;
  /** The results section; its parent also holds the inputs form. */
  results: RefObject<HTMLElement | null>;
}

/** True while the form is on screen and the results are not. */
function useFormWithoutResults(results: RefObject<HTMLElement | null>): boolean {
  const [formInView, setFormInView] = useState(false);
  const [resultsInView, setResultsInView] = useState(true);
  useEffect(() => {
    const section = results.current;
    const form = section?.parentElement?.querySelector('form');
    if (!section || !form || typeof IntersectionObserver === 'undefined') return;
    const formObserver = new IntersectionObserver(([e]) => setFormInView(e!.isIntersecting));
    const resultsObserver = new IntersectionObserver(([e]) => setResultsInView(e!.isIntersecting), {
      rootMargin: `0px 0px -${RESULTS_MARGIN_PX}px 0px`,
    });
    formObserver.observe(form);
    resultsObserver.observe(section);
    return () => {
      formObserver.disconnect();
      resultsObserver.disconnect();
    };
  }, [results]);
  return formInView && !resultsInView;
}

/** While the bar shows, keep the field being edited above it (scroll padding, and a nudge on focus). */
function useKeepFocusAboveBar(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const el = bar.current;
    if (!shown || !el) return;
    const root = document.documentElement;
    const height = () => el.getBoundingClientRect().height + 8;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = `${height()}px`;
    const keepAbove = (target: EventTarget | null) => {
      if (!(target instanceof HTMLElement) || target === document.body || el.contains(target)) return;
      const overlap = target.getBoundingClientRect().bottom - (window.innerHeight - height());
      if (overlap > 0) window.scrollBy({ top: overlap });
    };
    const onFocus = (e: FocusEvent) => keepAbove(e.target);
    // The bar usually appears while someone is already typing in a field: lift that field clear of it too.
    keepAbove(document.activeElement);
    document.addEventListener('focusin', onFocus);
    return () => {
      root.style.scrollPaddingBottom = before;
      document.removeEventListener('focusin', onFocus);
    };
  }, [bar, shown]);
}

/** The text to announce: a changed figure once it has been steady for a moment, while the bar shows. */
function useQuietAnnouncement(text: string | null, shown: boolean): string {
  const [announcement, setAnnouncement] = useState('');
  const spoken = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || text === null) return;
    if (spoken.current === null) {
      spoken.current = text;
      return;
    }
    if (text === spoken.current) return;
    const timer = setTimeout(() => {
      spoken.current = text;
      setAnnouncement(text);
    }, ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, shown]);
  return announcement;
}

export function HeadlineBar({ headline, results }: HeadlineBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const shown = useFormWithoutResults(results) && headline !== null;
  useKeepFocusAboveBar(bar, shown);
  const announcement = useQuietAnnouncement(headline ? `${headline.label}: ${headline.value}` : null, shown);

  const seeResults = () => {
    const section = results.current;
    if (!section) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  };

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {shown && headline && (
        <div
          ref={bar}
          className="fixed inset-x-0 bottom-[var(--shell-bar,0px)] z-30 border-t border-brand-300 bg-white px-4 py-2 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] lg:hidden print:hidden"
          data-headline-bar
        >
          <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
            <p className="min-w-0">
              {/* Wrapped, never cut off: a clipped "Capital gains tax to pay (2026…" or "£2,50…" misleads. */}
              <span className="block text-sm leading-tight break-words text-ink-muted">{headline.label}</span>
              <span className="block text-lg leading-tight font-bold break-words text-ink" data-headline-value>
                {headline.value}
              </span>
            </p>
            <button
              type="button"
              onClick={seeResults}
              className="shrink-0 rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              See full results
            </button>
          </div>
        </div>
      )}
    </>
  );
}
