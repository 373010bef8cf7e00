import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { registerShopper } from '../../test/accounts.ts';
import { blackPng } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { NOT_AN_IMAGE, storeUploadedImage, tooManyPixels } from './uploads.ts';

/**
 * A small file can declare a huge picture: a PNG of 16000×16000 pixels is a few dozen KB yet
 * decodes to hundreds of MB. Every upload is held to MAX_UPLOAD_PIXELS, judged from the header.
 */
let t: TestApp;
let shopper: Awaited<ReturnType<typeof registerShopper>>;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await registerShopper(t);
});
afterAll(() => t.close());

const mediaFiles = () => readdir(t.config.mediaDir, { recursive: true }).catch(() => []);

async function uploadPicture(png: Buffer, city: string) {
  const form = await multipart({ city, image: { data: png, filename: 'me.png', type: 'image/png' } });
  return t.app.inject({
    method: 'PATCH',
    url: `/api/v1/user/profile/${shopper.userId}/`,
    headers: { ...shopper.auth, ...form.headers },
    payload: form.payload,
  });
}

describe('the pixel cap on uploads (MAX_UPLOAD_PIXELS, 25 megapixels by default)', () => {
  it('refuses a 16000×16000 PNG, and one past sharp’s own limit, with 400 under image; stores nothing', async () => {
    const before = await t.app.inject({
      url: `/api/v1/user/profile/${shopper.userId}/`,
      headers: shopper.auth,
    });
    const filesBefore = await mediaFiles();
    for (const side of [16_000, 20_000]) {
      const png = blackPng(side, side);
      expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({
        format: 'png',
        width: side,
        height: side,
      });
      expect(png.length).toBeLessThan(1024 * 1024);
      const res = await uploadPicture(png, 'Janakpur');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        detail: 'This picture is too large: at most 25 megapixels.',
        errors: { image: ['This picture is too large: at most 25 megapixels.'] },
      });
    }
    expect(await mediaFiles()).toEqual(filesBefore);
    const after = await t.app.inject({
      url: `/api/v1/user/profile/${shopper.userId}/`,
      headers: shopper.auth,
    });
    expect(after.json()).toEqual(before.json());
  });

  it('takes a picture of exactly 25 megapixels and refuses one row more', async () => {
    const res = await uploadPicture(blackPng(5000, 5000), 'Butwal');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Butwal', image: expect.stringMatching(/-400\.webp$/) });
    const over = await uploadPicture(blackPng(5000, 5001), 'Hetauda');
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.image).toEqual([tooManyPixels(25_000_000)]);
  });
});

describe('storeUploadedImage', () => {
  let mediaDir: string;
  let config: ReturnType<typeof loadConfig>;
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pasal-uploads-'));
    config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, MAX_UPLOAD_PIXELS: '100000' });
    mediaDir = config.mediaDir;
  });
  afterAll(() => rm(path.dirname(mediaDir), { recursive: true, force: true }));

  const refusal = (file: Buffer) =>
    storeUploadedImage(config, 'test', file).then(
      () => 'stored',
      (error: { errors?: { image?: string[] } }) => error.errors?.image?.[0],
    );

  it('judges the size from the header alone, before decoding a thing', async () => {
    // The pixel data stops after one row: decoding it would fail as a corrupt picture.
    const cut = blackPng(16_000, 16_000, { rows: 1 });
    expect(await refusal(cut)).toBe(tooManyPixels(100_000));
    expect(await refusal(blackPng(300, 200, { rows: 1 }))).toBe(NOT_AN_IMAGE);
  });

  it('counts every frame of an animation', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#b91c1c', '#15803d'].map(frame));
    const still = await sharp(frames[0]).gif().toBuffer();
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect(await refusal(animated)).toBe(tooManyPixels(100_000));
    expect(await refusal(still)).toBe('stored');
    const stored = await readdir(path.join(mediaDir, 'test'));
    expect(stored.filter((name) => name.endsWith('.webp'))).toHaveLength(2);
  });
});
