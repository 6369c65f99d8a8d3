/**
 * Where an import's time goes: with IMPORT_TIMING=1 each timed step prints its duration to
 * stderr ("import step: copy into staging 1.2 s"); otherwise the steps just run.
 */
const enabled = () => process.env['IMPORT_TIMING'] === '1';

export async function timedStep<T>(label: string, run: () => Promise<T>): Promise<T> {
  if (!enabled()) return run();
  const started = performance.now();
  try {
    return await run();
  } finally {
    process.stderr.write(`import step: ${label} ${((performance.now() - started) / 1000).toFixed(2)} s\n`);
  }
}
