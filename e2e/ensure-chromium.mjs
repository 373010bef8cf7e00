// Makes sure Debian's Chromium is there before the browser journeys run. We drive the distro
// browser (kept patched by apt) rather than a Playwright download, so this never runs
// `playwright install`: as root it installs the package, otherwise it says what to run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  console.error(
    'Chromium is missing. Install it with: sudo apt-get update && sudo apt-get install -y chromium',
  );
  process.exit(1);
}

/** Runs a command with the terminal attached so apt's progress shows; true when it succeeded. */
function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** A fresh image ships without package lists, and then apt cannot find chromium at all. */
function hasPackageLists() {
  try {
    return readdirSync('/var/lib/apt/lists').some((name) => /_Packages(\.\w+)?$/.test(name));
  } catch {
    return false;
  }
}

let updated = false;
if (!hasPackageLists()) {
  if (!run('apt-get', ['update'])) process.exit(1);
  updated = true;
}
let installed = run('apt-get', ['install', '-y', 'chromium']);
// Stale lists point at package versions the mirror no longer has: refresh once and retry.
if (!installed && !updated)
  installed = run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium']);

if (!installed || !existsSync(CHROMIUM)) {
  console.error(`Installing chromium did not produce ${CHROMIUM}.`);
  process.exit(1);
}
console.log(`Chromium installed at ${CHROMIUM}.`);
