import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

let t: TestApp;
let webDist: string;

/**
 * The README's default is NODE_ENV=development, and Vite builds development React (a third larger,
 * slower, warning in the console) when the environment says so: `npm start` must build for
 * production whatever NODE_ENV is. Built here by the web app's build script, as `npm start` runs it, into a folder of its own.
 */
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'pasal-bundle-'));
  const args = ['run', 'build', '-w', '@pasal/web', '--', '--outDir', webDist, '--emptyOutDir'];
  const build = spawnSync('npm', args, {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'development' },
    encoding: 'utf8',
    timeout: 240_000,
  });
  expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
  t = await createTestApp({ env: { WEB_DIST: webDist } });
}, 300_000);
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

it('serves production React even when built with NODE_ENV=development', async () => {
  const page = await t.app.inject('/');
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
  expect(entry, page.body).toBeDefined();
  const bundle = (await t.app.inject(entry ?? '')).body;
  // Development React's JSX runtime is `jsxDEV`; production React's errors are minified.
  expect(bundle).not.toContain('jsxDEV');
  expect(bundle).toContain('Minified React error');
});
