import { shopSchema, shopSettingsInputSchema, vendorIdParamsSchema } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { ownShop, bearerSecurity as security } from '../../lib/auth.ts';
import { requestOrigin } from '../../lib/http.ts';
import { storeUploadedImage } from '../media/uploads.ts';
import { serializeShop } from '../shop/shop.service.ts';
import { readOwnShop, updateShopSettings } from './shop-settings.service.ts';

const tags = ['vendor'];
const params = vendorIdParamsSchema;

/** Spec §7 `vendor-shop-settings/`: the vendor's own shop profile, read and changed. */
export async function shopSettingsRoutes(parent: FastifyInstance, { config, database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  app.get(
    '/vendor-shop-settings/:vendor_id/',
    {
      config: ownShop,
      schema: { tags, security, summary: "The caller's shop profile", params, response: { 200: shopSchema } },
    },
    async (request) => serializeShop(requestOrigin(request), await readOwnShop(db, request.params.vendor_id)),
  );

  app.patch(
    '/vendor-shop-settings/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary:
          'Change the shop name, description or picture (multipart: image only when a new file is chosen)',
        params,
        // A multipart file arrives as a Buffer; anything else under `image` (the old URL) keeps the picture.
        body: shopSettingsInputSchema.extend({ image: z.any().optional() }),
        response: { 200: shopSchema },
      },
    },
    async (request) => {
      const vendorId = request.params.vendor_id;
      const { image, ...fields } = request.body;
      // Checked and stored before any row changes: a refused picture (400 under `image`) changes nothing.
      const imageKey = Buffer.isBuffer(image)
        ? await storeUploadedImage(config, 'vendors', image)
        : undefined;
      await updateShopSettings(db, vendorId, { ...fields, imageKey });
      return serializeShop(requestOrigin(request), await readOwnShop(db, vendorId));
    },
  );
}
