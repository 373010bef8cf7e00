import { existsSync } from 'node:fs';
import path from 'node:path';
import { shopSchema } from '@pasal/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../db/schema/index.ts';
import { createUser, createVendor } from '../../db/seed/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: { id: number; email: string };
let shop: { id: number; slug: string };
let other: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db, { email: 'rajesh@gadgets.np' });
  shop = await createVendor(t.db, {
    userId: owner.id,
    name: 'Kathmandu Gadgets',
    slug: 'kathmandu-gadgets',
    description: 'New Road gadgets.',
    mobile: '9841234567',
    image: 'vendors/kathmandu-gadgets',
    createdAt: new Date('2024-03-01T04:00:00Z'),
  });
  other = await createVendor(t.db, { userId: (await createUser(t.db)).id });
});
afterAll(() => t.close());

const url = (id: number) => `/api/v1/vendor-shop-settings/${id}/`;
const asOwner = () => t.bearer({ user_id: owner.id, vendor_id: shop.id });
const patch = async (fields: Parameters<typeof multipart>[0]) => {
  const form = await multipart(fields);
  return t.app.inject({
    method: 'PATCH',
    url: url(shop.id),
    headers: { ...(await asOwner()), ...form.headers },
    payload: form.payload,
  });
};

describe('vendor shop settings', () => {
  it("shows the caller's shop: name, image, description, mobile, the owner's e-mail, date", async () => {
    const res = await t.app.inject({ url: url(shop.id), headers: await asOwner() });
    expect(res.statusCode, res.body).toBe(200);
    expect(shopSchema.parse(res.json())).toEqual({
      id: shop.id,
      name: 'Kathmandu Gadgets',
      slug: 'kathmandu-gadgets',
      image: 'http://localhost:80/media/vendors/kathmandu-gadgets-400.webp',
      description: 'New Road gadgets.',
      mobile: '9841234567',
      user: { email: 'rajesh@gadgets.np' },
      date: '2024-03-01T04:00:00.000Z',
    });
  });

  it('saves name and description, keeps the picture and the address when no new file is sent', async () => {
    const res = await patch({
      name: 'Kathmandu Gadget House',
      description: 'Laptops and phones with Nepal warranty.',
      image: 'http://localhost/media/vendors/kathmandu-gadgets-400.webp',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Kathmandu Gadget House',
      description: 'Laptops and phones with Nepal warranty.',
      slug: 'kathmandu-gadgets',
      image: 'http://localhost:80/media/vendors/kathmandu-gadgets-400.webp',
    });
    const json = await t.app.inject({
      method: 'PATCH',
      url: url(shop.id),
      headers: await asOwner(),
      payload: { description: 'Same-day delivery in the Valley.' },
    });
    expect(json.json()).toMatchObject({
      name: 'Kathmandu Gadget House',
      description: 'Same-day delivery in the Valley.',
    });
  });

  it('stores a new picture as WebP sizes under vendors/', async () => {
    const png = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#1f4ed8' } })
      .png()
      .toBuffer();
    const res = await patch({ image: { data: png, filename: 'logo.png', type: 'image/png' } });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().image as string;
    expect(image).toMatch(/^http:\/\/localhost(:\d+)?\/media\/vendors\/[\w-]+-400\.webp$/);
    const file = path.join(t.config.mediaDir, new URL(image).pathname.replace('/media/', ''));
    expect(existsSync(file)).toBe(true);
    expect((await sharp(file).metadata()).format).toBe('webp');
  });

  it('refuses a file that is not a picture with 400 under image, changing nothing', async () => {
    const [before] = await t.db.select().from(vendors).where(eq(vendors.id, shop.id));
    const res = await patch({
      name: 'Renamed By A Bad Upload',
      image: { data: Buffer.from('%PDF-1.7 not a picture'), filename: 'logo.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.image[0]).toMatch(/^Upload a valid image/);
    const [after] = await t.db.select().from(vendors).where(eq(vendors.id, shop.id));
    expect(after).toEqual(before);
  });

  it('refuses a name under 2 characters with its message', async () => {
    const res = await patch({ name: 'K' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toEqual(['Enter a store name of at least 2 characters.']);
  });

  it("refuses another shop's id (403), a customer (403) and the anonymous (401)", async () => {
    const customer = await t.bearer({ user_id: (await createUser(t.db)).id });
    for (const method of ['GET', 'PATCH'] as const) {
      const payload = method === 'PATCH' ? { name: 'Taken over' } : undefined;
      const theirs = await t.app.inject({ method, url: url(other.id), headers: await asOwner(), payload });
      expect(theirs.statusCode).toBe(403);
      expect((await t.app.inject({ method, url: url(shop.id), headers: customer, payload })).statusCode).toBe(
        403,
      );
      expect((await t.app.inject({ method, url: url(shop.id), payload })).statusCode).toBe(401);
    }
    const [untouched] = await t.db.select().from(vendors).where(eq(vendors.id, other.id));
    expect(untouched?.name).not.toBe('Taken over');
  });
});
