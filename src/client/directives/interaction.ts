/**
 * `client:interaction={{ trigger, ready }}`: hydrates an island only when someone shows interest
 * in an element matching `trigger` (pointer over it, focus on it, a touch or a click), so pages
 * ship no framework code until then. A click that comes before the island is ready is held and
 * replayed on the same element once it is: after hydration, two frames, and (when `ready` names
 * one) the `<html data-…>` flag the island sets when its listeners are in place. The trigger
 * should be a real link, so it works without JavaScript too.
 */
import type { ClientDirective } from 'astro';

interface InteractionOptions {
  trigger: string;
  /** A `document.documentElement.dataset` key the island sets to 'true' when ready. */
  ready?: string;
}

const READY_WAIT_MS = 3000;
const WARM_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

function nextFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });
}

async function flagSet(key: string | undefined): Promise<void> {
  const started = performance.now();
  while (key && document.documentElement.dataset[key] !== 'true' && performance.now() - started < READY_WAIT_MS) {
    await nextFrames(1);
  }
}

const interaction: ClientDirective = (load, options) => {
  const value = options.value as InteractionOptions | string | undefined;
  const { trigger, ready } = typeof value === 'object' && value ? value : { trigger: value || 'a', ready: undefined };
  let readyPromise: Promise<void> | undefined;
  const matches = (event: Event) => (event.target instanceof Element ? event.target.closest(trigger) : null);

  const stop = () => {
    document.removeEventListener('click', onClick, true);
    for (const type of WARM_EVENTS) document.removeEventListener(type, warm, true);
  };
  const hydrate = () =>
    (readyPromise ??= load()
      .then((run) => run())
      .then(() => nextFrames(2))
      .then(() => flagSet(ready))
      .then(stop));
  function warm(event: Event) {
    if (matches(event)) void hydrate();
  }
  function onClick(event: MouseEvent) {
    const target = matches(event);
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void hydrate().then(() => (target as HTMLElement).click());
  }
  document.addEventListener('click', onClick, true);
  for (const type of WARM_EVENTS) document.addEventListener(type, warm, { capture: true, passive: true });
};

export default interaction;
