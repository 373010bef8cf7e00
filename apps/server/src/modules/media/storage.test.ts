import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMediaStorage, type MediaStorage } from './storage.ts';

let dir: string;
let storage: MediaStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pasal-storage-'));
  storage = localMediaStorage(path.join(dir, 'media'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const files = async () =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

describe('the local media storage', () => {
  it('keeps each size under the name /media/ serves, and removes every size of a key', async () => {
    await storage.put('products/uploads/abc_-1', 'thumb', Buffer.from('small'));
    await storage.put('products/uploads/abc_-1', 'full', Buffer.from('large'));
    await storage.put('products/uploads/other', 'thumb', Buffer.from('kept'));
    expect(await files()).toEqual([
      'media/products/uploads/abc_-1-400.webp',
      'media/products/uploads/abc_-1-800.webp',
      'media/products/uploads/other-400.webp',
    ]);
    expect(await storage.exists('products/uploads/abc_-1', 'full')).toBe(true);
    await storage.remove('products/uploads/abc_-1');
    await storage.remove('products/uploads/never-stored');
    expect(await storage.exists('products/uploads/abc_-1', 'full')).toBe(false);
    expect(await files()).toEqual(['media/products/uploads/other-400.webp']);
  });

  it('refuses keys that would reach outside its folder', async () => {
    await writeFile(path.join(dir, 'outside-400.webp'), 'not media');
    for (const key of [
      '../outside',
      'products/../../outside',
      '/etc/passwd',
      'a/./b',
      'https://cdn.example/x',
      '',
    ]) {
      await expect(storage.remove(key), key).rejects.toThrow(/not a media key/);
      await expect(storage.put(key, 'thumb', Buffer.from('x')), key).rejects.toThrow(/not a media key/);
      await expect(storage.exists(key, 'thumb'), key).rejects.toThrow(/not a media key/);
    }
    expect(await files()).toContain('outside-400.webp');
  });
});
