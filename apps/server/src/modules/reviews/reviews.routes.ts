import {
  productTabPageQuerySchema,
  REVIEW_MESSAGES,
  reviewInputSchema,
  reviewSavedSchema,
  reviewSchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { bodyUserId, requireUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { requestOrigin, sendPage, toLimitOffset } from '../../lib/http.ts';
import { recordId } from '../../lib/params.ts';
import { listReviews, saveReview, serializeReview } from './reviews.service.ts';

const params = z.object({ product_id: recordId });
const tags = ['reviews'];

/** Spec §7 `reviews/{product_id}/`: read a product's reviews; a customer writes (or edits) theirs. */
export async function reviewRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  app.get(
    '/reviews/:product_id/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'A product’s reviews, newest first (paginated, default 10; total in X-Total-Count)',
        params,
        querystring: productTabPageQuerySchema,
        response: { 200: z.array(reviewSchema) },
      },
    },
    async (request, reply) => {
      const page = await listReviews(db, request.params.product_id, toLimitOffset(request.query));
      const origin = requestOrigin(request);
      return sendPage(reply, page, (row) => serializeReview(origin, row));
    },
  );

  app.post(
    '/reviews/:product_id/',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Review a product (form or JSON); posting again edits the review',
        security: [{ bearer: [] }],
        params,
        body: reviewInputSchema,
        response: { 200: reviewSavedSchema, 201: reviewSavedSchema },
      },
    },
    async (request, reply) => {
      const userId = bodyUserId(request, request.body.user_id) ?? requireUser(request).user_id;
      const productId = request.params.product_id;
      if (request.body.product_id !== undefined && request.body.product_id !== productId) {
        throw new AppError('bad_request', 'Invalid input.', {
          product_id: ['Does not match the product in the address.'],
        });
      }
      const { rating, review } = request.body;
      const saved = await saveReview(db, { userId, productId, rating, review });
      reply.status(saved.created ? 201 : 200);
      return {
        message: saved.created ? REVIEW_MESSAGES.created : REVIEW_MESSAGES.updated,
        review: serializeReview(requestOrigin(request), saved.row),
      };
    },
  );
}
