import {
  productTabPageQuerySchema,
  QUESTION_MESSAGES,
  questionInputSchema,
  questionSchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../lib/auth.ts';
import { sendPage, toLimitOffset } from '../../lib/http.ts';
import { recordId } from '../../lib/params.ts';
import { askQuestion, listProductQuestions, serializeQuestion } from './questions.service.ts';

const params = z.object({ product_id: recordId });
const tags = ['questions'];

/** The product page's FAQ tab and Message button (PRODUCT.md): shoppers ask, the vendor answers. */
export async function questionRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  app.get(
    '/product-questions/:product_id/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          "A product's answered questions, plus the caller's own waiting ones (mine: true); newest first, paginated",
        params,
        querystring: productTabPageQuerySchema,
        response: { 200: z.array(questionSchema) },
      },
    },
    async (request, reply) => {
      const callerId = request.user?.user_id ?? null;
      const slice = toLimitOffset(request.query);
      const page = await listProductQuestions(db, request.params.product_id, callerId, slice);
      return sendPage(reply, page, (row) => serializeQuestion(row, callerId));
    },
  );

  app.post(
    '/product-questions/:product_id/',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Ask the product's vendor a question",
        security: [{ bearer: [] }],
        params,
        body: questionInputSchema,
        response: { 201: z.object({ message: z.string(), question: questionSchema }) },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).user_id;
      const { product_id: productId } = request.params;
      const row = await askQuestion(db, { productId, userId, question: request.body.question });
      reply.status(201);
      return { message: QUESTION_MESSAGES.asked, question: serializeQuestion(row, userId) };
    },
  );
}
