/**
 * The success confetti: 2 seconds of violet shades from the left and right edges.
 * canvas-confetti loads only when fired, and nothing fires for reduced-motion users.
 */
import { ONBOARDING } from '../lib/onboarding/presets.ts';

export async function fireConfetti(): Promise<void> {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  let confetti: typeof import('canvas-confetti');
  try {
    confetti = (await import('canvas-confetti')).default;
  } catch (error) {
    console.warn('Confetti could not load', error);
    return;
  }
  document.documentElement.dataset['confetti'] = 'fired';
  const colors = [...ONBOARDING.confettiColours];
  const end = Date.now() + ONBOARDING.confettiMs;
  // An open modal <dialog> sits in the browser's top layer, above any z-index: draw inside it.
  const modal = document.querySelector<HTMLDialogElement>('dialog[open]');
  let fire: ReturnType<typeof confetti.create> | typeof confetti = confetti;
  let canvas: HTMLCanvasElement | null = null;
  if (modal) {
    canvas = document.createElement('canvas');
    canvas.dataset['confettiCanvas'] = '';
    canvas.setAttribute('aria-hidden', 'true');
    Object.assign(canvas.style, {
      position: 'fixed',
      inset: '0',
      width: '100%',
      height: '100%',
      pointerEvents: 'none',
      zIndex: '50',
    });
    modal.append(canvas);
    fire = confetti.create(canvas, { resize: true });
  }
  (function frame() {
    void fire({ particleCount: 4, angle: 60, spread: 55, origin: { x: 0, y: 0.6 }, colors, zIndex: 2147483647 });
    void fire({ particleCount: 4, angle: 120, spread: 55, origin: { x: 1, y: 0.6 }, colors, zIndex: 2147483647 });
    if (Date.now() < end) requestAnimationFrame(frame);
    else if (canvas) setTimeout(() => canvas?.remove(), 3000);
  })();
}
