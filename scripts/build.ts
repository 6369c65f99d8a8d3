/**
 * Production build: picks a build id, runs `astro build` with it, then writes the build
 * manifest (dist/builds/latest.json and dist/builds/meta/{buildId}.json).
 */
import { createHash, randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIdFromDigest, buildMeta } from '../src/lib/site/build-manifest.ts';
import { redirectsFromNetlifyToml } from '../src/lib/config/redirects.ts';
import { protectedPaths } from '../src/lib/routes/registry.ts';
import { prepareDataForBuild } from './data/prepare-build-data.ts';
import { prepareResearchData } from './prepare-research-data.ts';
import { loadLocalEnv } from '../server/env.ts';
import { writeHeadersFile } from './write-headers-file.ts';
import { refreshValuationAccuracy } from './data/refresh-valuation-accuracy.ts';

const root = new URL('..', import.meta.url).pathname;
// PUBLIC_* values are baked into the pages: .env, then .env.example's local defaults.
loadLocalEnv(root);
const builtAt = new Date().toISOString();
const buildId = buildIdFromDigest(createHash('sha256').update(builtAt).update(randomBytes(16)).digest('hex'));

// Open data first: the prebuilt location, school and crime pages read the JSON it writes. The
// published valuation accuracy is not re-measured here: that is its own job after an import
// (`npm run valuation:backtest`), so a build's time never depends on the size of the register;
// the build only says whether the published figures match the data imported.
await prepareDataForBuild();
await prepareResearchData(root);
refreshValuationAccuracy();

console.log(`Building ${buildId}…`);
const result = spawnSync('astro', ['build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PUBLIC_BUILD_ID: buildId },
});
if (result.status !== 0) process.exit(result.status ?? 1);

const dist = join(root, 'dist');
const redirects = redirectsFromNetlifyToml(readFileSync(join(root, 'netlify.toml'), 'utf8'));
const meta = buildMeta({ buildId, builtAt, redirects, protectedPaths: protectedPaths() });
mkdirSync(join(dist, 'builds', 'meta'), { recursive: true });
writeFileSync(join(dist, 'builds', 'meta', `${buildId}.json`), JSON.stringify(meta, null, 2));
writeFileSync(join(dist, 'builds', 'latest.json'), JSON.stringify({ buildId, builtAt }));
writeFileSync(join(dist, 'builds', 'build-id.txt'), buildId);
const hashCount = writeHeadersFile(dist);
console.log(`Security headers written to dist/_headers (${hashCount} inline scripts allowed by hash).`);
console.log(`Build ${buildId} written to dist/ with its manifest.`);
