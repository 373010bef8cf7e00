import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../test/accounts.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let shopper: Awaited<ReturnType<typeof registerShopper>>;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await registerShopper(t);
});
afterAll(() => t.close());

const profileUrl = (id: number) => `/api/v1/user/profile/${id}/`;

describe('profile', () => {
  it("shows the caller's own profile with read-only e-mail and phone and no secrets", async () => {
    const res = await t.app.inject({ url: profileUrl(shopper.userId), headers: shopper.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: shopper.userId,
      user: { id: shopper.userId, email: shopper.email, phone: '9841234567' },
      full_name: 'Sita Tamang',
      image: null,
      country: '',
    });
    expect(res.body).not.toMatch(/argon2|password|otp/i);
  });

  it("refuses someone else's profile with 403 and the anonymous with 401", async () => {
    const other = await registerShopper(t);
    const res = await t.app.inject({ url: profileUrl(other.userId), headers: shopper.auth });
    expect(res.statusCode).toBe(403);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: profileUrl(other.userId),
      headers: shopper.auth,
      payload: {},
    });
    expect(patch.statusCode).toBe(403);
    expect((await t.app.inject({ url: profileUrl(other.userId) })).statusCode).toBe(401);
  });

  it('saves name, address and an uploaded picture as WebP sizes; ignores e-mail and phone', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1e40af' } })
      .png()
      .toBuffer();
    const form = await multipart({
      full_name: 'Sita Tamang Gurung',
      city: 'Pokhara',
      country: 'Nepal',
      email: 'stolen@example.np',
      phone: '000',
      image: { data: png, filename: 'me.png', type: 'image/png' },
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: profileUrl(shopper.userId),
      headers: { ...shopper.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({ full_name: 'Sita Tamang Gurung', city: 'Pokhara', country: 'Nepal' });
    expect(profile.user).toMatchObject({ email: shopper.email, phone: '9841234567' });
    expect(profile.image).toMatch(/^http:\/\/localhost(:\d+)?\/media\/profiles\/uploads\/[\w-]+-400\.webp$/);
    const file = path.join(t.config.mediaDir, new URL(profile.image).pathname.replace('/media/', ''));
    expect(existsSync(file)).toBe(true);
    expect((await sharp(file).metadata()).format).toBe('webp');
  });

  it('refuses a file that is not a picture, whatever its name says, and changes nothing', async () => {
    const form = await multipart({
      city: 'Biratnagar',
      image: { data: Buffer.from('<?php echo 1; ?>'), filename: 'photo.png', type: 'image/png' },
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: profileUrl(shopper.userId),
      headers: { ...shopper.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.image[0]).toMatch(/^Upload a valid image/);
    const after = await t.app.inject({ url: profileUrl(shopper.userId), headers: shopper.auth });
    expect(after.json().city).not.toBe('Biratnagar');
  });
});
