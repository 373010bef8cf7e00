import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeDemoImages } from '../apps/server/src/db/seed/demo.ts';

/**
 * Renders the demo's pictures once. Every journey file seeds its own server, and drawing 500
 * pictures is most of a seed's work: each server starts with a copy of these files instead, and
 * its seed keeps files that exist, as it does on a restart.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'pasal-e2e-media-'));
  await writeDemoImages(dir);
  project.provide('demoMedia', dir);
  return () => rm(dir, { recursive: true, force: true });
}
