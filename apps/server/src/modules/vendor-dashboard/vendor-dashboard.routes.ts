import {
  ordersChartSchema,
  productsChartSchema,
  vendorChartQuerySchema,
  vendorIdParamsSchema,
  vendorStatsSchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { ownShop, bearerSecurity as security } from '../../lib/auth.ts';
import { ordersChart, productsChart } from './vendor-charts.service.ts';
import { vendorStats } from './vendor-stats.service.ts';

const tags = ['vendor'];
const params = vendorIdParamsSchema;

/** Spec §7 "Vendor": the dashboard's stat cards and its two trend charts. */
export async function vendorDashboardRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  app.get(
    '/vendor/stats/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary:
          "The shop's products (not deleted), placed orders and revenue (paid lines' subtotal + shipping), as one element",
        params,
        response: { 200: vendorStatsSchema },
      },
    },
    async (request) => [await vendorStats(db, request.params.vendor_id)],
  );

  app.get(
    '/vendor-orders-chart/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary: 'Placed orders per month of the range (Nepal time), oldest first, empty months as 0',
        params,
        querystring: vendorChartQuerySchema,
        response: { 200: ordersChartSchema },
      },
    },
    async (request) => ordersChart(db, request.params.vendor_id, request.query.range),
  );

  app.get(
    '/vendor-products-chart/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary: 'Products created per month of the range (Nepal time), oldest first, empty months as 0',
        params,
        querystring: vendorChartQuerySchema,
        response: { 200: productsChartSchema },
      },
    },
    async (request) => productsChart(db, request.params.vendor_id, request.query.range),
  );
}
