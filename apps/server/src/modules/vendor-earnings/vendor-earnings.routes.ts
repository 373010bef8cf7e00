import {
  EARNINGS_CSV_COLUMNS,
  earningsCsvFileName,
  vendorEarningSchema,
  vendorIdParamsSchema,
  vendorMonthlyEarningQuerySchema,
  vendorMonthlyEarningSchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { ownShop, bearerSecurity as security } from '../../lib/auth.ts';
import { toCsv } from '../../lib/csv.ts';
import { earningSummary, revenueByMonth } from './earnings.service.ts';
import { earningRows, filterEarningRows } from './earnings-rows.ts';

const tags = ['vendor'];
const params = vendorIdParamsSchema;

/** Spec §7 "Vendor" earnings: the two cards and the monthly tracker, as JSON or a CSV download. */
export async function vendorEarningRoutes(parent: FastifyInstance, { database, config }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  app.get(
    '/vendor-earning/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary:
          "This Nepal month's revenue and all time (paid lines not cancelled: subtotal + shipping less coupons and refunds), with the commission and net payable, as one element",
        params,
        response: { 200: vendorEarningSchema },
      },
    },
    async (request) => [await earningSummary(db, request.params.vendor_id, config.commissionPercent)],
  );

  app.get(
    '/vendor-monthly-earning/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary:
          'Revenue per Nepal month (the 36 most recent with sales, newest first) with orders, commission, net payable and growth; filtered; format=csv downloads the same rows',
        params,
        querystring: vendorMonthlyEarningQuerySchema,
        response: { 200: z.union([vendorMonthlyEarningSchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const { vendor_id: vendorId } = request.params;
      const months = await revenueByMonth(db, vendorId);
      const rows = filterEarningRows(earningRows(months, config.commissionPercent), request.query);
      if (request.query.format === 'json') return rows;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${earningsCsvFileName(vendorId)}"`)
        .send(toCsv(EARNINGS_CSV_COLUMNS, rows));
    },
  );
}
