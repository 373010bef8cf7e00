// Makes sure Debian's Chromium is there before the browser journeys run, with its headless shell
// (lib/chromium.ts says why the journeys prefer it). We drive the distro browser (kept patched by
// apt) rather than a Playwright download, so this never runs `playwright install`: as root it
// installs what is missing, otherwise it says what to run. Only `chromium` is required.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

const missing = [
  [CHROMIUM, 'chromium'],
  [HEADLESS_SHELL, 'chromium-headless-shell'],
]
  .filter(([file]) => !existsSync(file))
  .map(([, name]) => name);
if (missing.length === 0) process.exit(0);

const command = `apt-get install -y ${missing.join(' ')}`;
if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is missing. Install it with: sudo apt-get update && sudo ${command}`);
    process.exit(1);
  }
  console.warn(`The journeys run on Chromium; they take less CPU with: sudo ${command}`);
  process.exit(0);
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

let listsFresh = false;
const update = () => {
  listsFresh = true;
  return run('apt-get', ['update']);
};
if (!hasPackageLists() && !update()) process.exit(1);
// One package at a time, so a mirror without the headless shell still installs chromium.
for (const name of missing) {
  const install = () => run('apt-get', ['install', '-y', name]);
  // Stale lists point at package versions the mirror no longer has: refresh once and retry.
  if (!install() && !listsFresh && update()) install();
}

if (!existsSync(CHROMIUM)) {
  console.error(`Installing chromium did not produce ${CHROMIUM}.`);
  process.exit(1);
}
if (!existsSync(HEADLESS_SHELL)) console.warn(`No ${HEADLESS_SHELL}: the journeys run on ${CHROMIUM}.`);
console.log(`Chromium installed at ${CHROMIUM}.`);
