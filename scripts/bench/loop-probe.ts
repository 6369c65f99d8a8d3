/**
 * Preloaded into a benchmarked server (`node --import ./scripts/bench/loop-probe.ts`): records
 * event-loop delay and writes p50/p99/max (ms) to BENCH_LOOP_FILE every 250 ms. SIGUSR2 starts a
 * new measurement, so a benchmark can read the delay of one load phase.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env['BENCH_LOOP_FILE'];
if (file) {
  // The histogram records each timer interval, so an idle loop reads the resolution: subtract it.
  const resolution = 5;
  const histogram = monitorEventLoopDelay({ resolution });
  histogram.enable();
  process.on('SIGUSR2', () => histogram.reset());
  const write = () =>
    writeFileSync(
      file,
      JSON.stringify({
        p50: Math.max(0, histogram.percentile(50) / 1e6 - resolution),
        p99: Math.max(0, histogram.percentile(99) / 1e6 - resolution),
        max: Math.max(0, histogram.max / 1e6 - resolution),
      }),
    );
  setInterval(write, 250).unref();
}
