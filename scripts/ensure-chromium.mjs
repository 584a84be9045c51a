// Makes sure Debian's Chromium is there for the browser tests: installs it when running as root,
// otherwise stops with a message saying how to install it.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() === 0) {
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium package…`);
  const run = (cmd, args) =>
    spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const update = run('apt-get', ['update']);
  const install =
    update.status === 0 ? run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']) : update;
  if (install.status === 0 && existsSync(CHROMIUM)) process.exit(0);
  console.error('Installing chromium failed; see the apt-get output above.');
  process.exit(1);
}

console.error(
  [
    `The browser tests need Chromium at ${CHROMIUM}, and it is not there.`,
    'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
    'or point CHROMIUM_PATH at an installed Chromium, then run the tests again.',
  ].join('\n'),
);
process.exit(1);
