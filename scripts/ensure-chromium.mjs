// Makes sure Debian's Chromium is installed for the browser tests (never `playwright install`).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync('/usr/bin/chromium')) {
  if (process.getuid && process.getuid() === 0) {
    console.log('Installing Chromium from Debian packages…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.error('Chromium is missing: run `sudo apt-get install -y chromium` and try again.');
    process.exit(1);
  }
}
