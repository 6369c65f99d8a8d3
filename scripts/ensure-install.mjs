// Installs dependencies when node_modules is missing or older than package-lock.json.
// Plain JavaScript on purpose: it runs on the machine's own Node (which may be 20) before
// the project's Node 22 (the `node` dev dependency) is installed.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const lock = 'package-lock.json';
const stale =
  !existsSync(marker) ||
  !existsSync('node_modules/.bin/node') ||
  (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
if (stale) {
  console.log('Installing dependencies…');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
