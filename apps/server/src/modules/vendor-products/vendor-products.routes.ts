import {
  PRODUCT_MESSAGES,
  productCardSchema,
  productFormSchema,
  productSavedSchema,
  vendorIdParamsSchema,
  vendorProductParamsSchema,
  vendorProductSchema,
  vendorProductsQuerySchema,
} from '@pasal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { ownShop, requireUser, bearerSecurity as security } from '../../lib/auth.ts';
import { requestOrigin } from '../../lib/http.ts';
import { sendCardPage, serializeProductDetail } from '../catalog/catalog.serializers.ts';
import { nestBracketKeys } from './bracket-keys.ts';
import { discardPictures, preparePictures, savingPictures } from './product-pictures.ts';
import { createProduct, updateProduct } from './product-save.service.ts';
import {
  archiveProduct,
  getVendorProduct,
  listVendorProducts,
  requireOwnProduct,
} from './vendor-products.service.ts';

const tags = ['vendor products'];

/**
 * The product form as JSON, a form or multipart: bracket names (`sizes[0][name]`) nested first,
 * then the shared schema. Pictures travel beside it: `image` (the thumbnail) and
 * `gallery[i][image]`, Buffers when files were sent (lib/multipart.ts), ignored otherwise.
 */
const productBody = z.preprocess(
  nestBracketKeys,
  productFormSchema.extend({ image: z.any().optional(), gallery: z.any().optional() }),
);

/** Spec §7 vendor product calls (issue 16): the shop's list, the editor's reads and writes, delete. */
export async function vendorProductRoutes(parent: FastifyInstance, { config, database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  const saved = async (request: FastifyRequest, vendorId: number, pid: string, message: string) => ({
    message,
    product: serializeProductDetail(requestOrigin(request), await getVendorProduct(db, vendorId, pid)),
  });

  app.get(
    '/vendor/products/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        summary:
          "The shop's products, drafts included, newest first; query (title), category, min_price/max_price (rupees), stage (paginated; total in X-Total-Count)",
        security,
        params: vendorIdParamsSchema,
        querystring: vendorProductsQuerySchema,
        response: { 200: z.array(productCardSchema) },
      },
    },
    async (request, reply) =>
      sendCardPage(request, reply, await listVendorProducts(db, request.params.vendor_id, request.query)),
  );

  app.post(
    '/vendor-create-product/',
    {
      config: { auth: 'vendor' },
      schema: {
        tags,
        summary: "Create a product of the caller's shop (multipart or JSON; the shop is the token's)",
        security,
        body: productBody,
        response: { 201: productSavedSchema },
      },
    },
    async (request, reply) => {
      const vendorId = requireUser(request).vendor_id;
      const pictures = await preparePictures(config, request.body);
      const pid = await savingPictures(config, request.log, pictures, () =>
        createProduct(db, vendorId, request.body, pictures),
      );
      return reply.status(201).send(await saved(request, vendorId, pid, PRODUCT_MESSAGES.created));
    },
  );

  app.get(
    '/vendor-update-product/:vendor_id/:pid/',
    {
      config: ownShop,
      schema: {
        tags,
        summary: 'One product of the shop, any stage, for the editor',
        security,
        params: vendorProductParamsSchema,
        response: { 200: vendorProductSchema },
      },
    },
    async (request) =>
      serializeProductDetail(
        requestOrigin(request),
        await getVendorProduct(db, request.params.vendor_id, request.params.pid),
      ),
  );

  app.patch(
    '/vendor-update-product/:vendor_id/:pid/',
    {
      config: ownShop,
      schema: {
        tags,
        summary:
          'Save the editor over a product (spec §5): rows sent replace the stored ones, a new thumbnail replaces the old, gallery files are added, gallery_remove ids are taken off',
        security,
        params: vendorProductParamsSchema,
        body: productBody,
        response: { 200: productSavedSchema },
      },
    },
    async (request) => {
      const { vendor_id: vendorId, pid } = request.params;
      await requireOwnProduct(db, vendorId, pid);
      const pictures = await preparePictures(config, request.body);
      const unused = await savingPictures(config, request.log, pictures, () =>
        updateProduct(db, vendorId, pid, request.body, pictures),
      );
      await discardPictures(config, request.log, unused);
      return saved(request, vendorId, pid, PRODUCT_MESSAGES.updated);
    },
  );

  app.delete(
    '/vendor-delete-product/:vendor_id/:pid/',
    {
      config: ownShop,
      schema: {
        tags,
        summary: 'Delete a product: it leaves the storefront at once; orders that sold it keep it',
        security,
        params: vendorProductParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await archiveProduct(db, request.params.vendor_id, request.params.pid);
      return { message: PRODUCT_MESSAGES.deleted };
    },
  );
}
