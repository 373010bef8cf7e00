import {
  answerInputSchema,
  QUESTION_MESSAGES,
  vendorQuestionQuerySchema,
  vendorQuestionSchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { ownShop, bearerSecurity as security } from '../../lib/auth.ts';
import { sendPage, toLimitOffset } from '../../lib/http.ts';
import { recordId } from '../../lib/params.ts';
import { answerQuestion, listVendorQuestions, serializeVendorQuestion } from './questions.service.ts';

const tags = ['questions'];

/** The vendor's side of product questions: the inbox and the answer. */
export async function vendorQuestionRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  app.get(
    '/vendor-questions/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        summary:
          "Questions about the vendor's products, newest first (answered=true|false filters; paginated)",
        security,
        params: z.object({ vendor_id: recordId }),
        querystring: vendorQuestionQuerySchema,
        response: { 200: z.array(vendorQuestionSchema) },
      },
    },
    async (request, reply) => {
      const { answered } = request.query;
      const slice = toLimitOffset(request.query);
      const page = await listVendorQuestions(db, request.params.vendor_id, answered, slice);
      return sendPage(reply, page, serializeVendorQuestion);
    },
  );

  app.patch(
    '/vendor-questions/:vendor_id/:question_id/',
    {
      config: ownShop,
      schema: {
        tags,
        summary: 'Answer (or correct the answer to) a question about one of the vendor’s products',
        security,
        params: z.object({ vendor_id: recordId, question_id: recordId }),
        body: answerInputSchema,
        response: { 200: z.object({ message: z.string(), question: vendorQuestionSchema }) },
      },
    },
    async (request) => {
      const { vendor_id: vendorId, question_id: questionId } = request.params;
      const row = await answerQuestion(db, vendorId, questionId, request.body.answer);
      return { message: QUESTION_MESSAGES.answered, question: serializeVendorQuestion(row) };
    },
  );
}
