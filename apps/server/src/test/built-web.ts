import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * The web app built by its own build script, as `npm start` builds it (browser bundle and
 * server renderer), into a folder of its own; `env` adds to the build's environment.
 */
export async function buildWeb(env: Record<string, string> = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'pasal-web-'));
  const args = ['run', 'build', '-w', '@pasal/web', '--', '--outDir', dir, '--emptyOutDir'];
  const build = spawnSync('npm', args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
