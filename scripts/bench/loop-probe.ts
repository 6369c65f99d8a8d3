/**
 * Preloaded into a benchmarked server (`node --import ./scripts/bench/loop-probe.ts`): records
 * event-loop delay and writes p50/p99/max (ms) to BENCH_LOOP_FILE every 250 ms. SIGUSR2 starts a
 * new measurement, so a benchmark can read the delay of one load phase.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env['BENCH_LOOP_FILE'];
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('SIGUSR2', () => histogram.reset());
  const write = () =>
    writeFileSync(
      file,
      JSON.stringify({
        p50: histogram.percentile(50) / 1e6,
        p99: histogram.percentile(99) / 1e6,
        max: histogram.max / 1e6,
      }),
    );
  setInterval(write, 250).unref();
}
