import {
  REPLY_MESSAGES,
  vendorIdParamsSchema,
  vendorProductReviewsParamsSchema,
  vendorProductReviewsQuerySchema,
  vendorReplyInputSchema,
  vendorReplyParamsSchema,
  vendorReplySavedSchema,
  vendorReviewGroupsSchema,
  vendorReviewSchema,
  vendorReviewsQuerySchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { ownShop, bearerSecurity as security } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { requestOrigin, sendPage, setTotalCount, toLimitOffset } from '../../lib/http.ts';
import { replyToReview } from './review-reply.service.ts';
import {
  listProductReviews,
  listReviewGroups,
  ownsProduct,
  serializeVendorReview,
} from './vendor-reviews.service.ts';

const tags = ['vendor'];

/** Spec §7 "Vendor" reviews: the per-product accordion, its pager, and the reply. */
export async function vendorReviewRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  app.get(
    '/vendor-reviews/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary:
          "The shop's products with matching reviews (most recently reviewed first, paginated by product), each with the average, count and first 5 reviews",
        params: vendorIdParamsSchema,
        querystring: vendorReviewsQuerySchema,
        response: { 200: vendorReviewGroupsSchema },
      },
    },
    async (request, reply) => {
      const page = await listReviewGroups(
        db,
        requestOrigin(request),
        request.params.vendor_id,
        request.query,
      );
      setTotalCount(reply, page.total);
      return page.rows;
    },
  );

  app.get(
    '/vendor-product-reviews/:vendor_id/:product_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary: "A page of one of the shop's products' matching reviews, newest first (5 a page)",
        params: vendorProductReviewsParamsSchema,
        querystring: vendorProductReviewsQuerySchema,
        response: { 200: z.array(vendorReviewSchema) },
      },
    },
    async (request, reply) => {
      const { vendor_id: vendorId, product_id: productId } = request.params;
      await ownsProduct(db, vendorId, productId);
      const page = await listProductReviews(
        db,
        vendorId,
        productId,
        request.query,
        toLimitOffset(request.query),
      );
      const origin = requestOrigin(request);
      return sendPage(reply, page, (row) => serializeVendorReview(origin, row));
    },
  );

  app.patch(
    '/vendor-reviews/:any/:review_id/',
    {
      // The path's shop is not the caller's to claim (the spec's client sends 1): the review's
      // product decides, against the caller's own shop from the token.
      config: { auth: 'vendor' },
      schema: {
        tags,
        security,
        summary: "Reply to a review of one of the caller's products (the first path part is ignored)",
        params: vendorReplyParamsSchema,
        body: vendorReplyInputSchema,
        response: { 200: vendorReplySavedSchema },
      },
    },
    async (request) => {
      const vendorId = request.user?.vendor_id;
      if (!vendorId) throw new AppError('forbidden', 'Only a shop can reply to reviews.');
      const row = await replyToReview(db, vendorId, request.params.review_id, request.body.reply);
      return { message: REPLY_MESSAGES.saved, review: serializeVendorReview(requestOrigin(request), row) };
    },
  );
}
