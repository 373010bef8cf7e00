import { orderOidSchema } from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { loadOrderDetail } from '../orders/order-detail.service.ts';
import { renderInvoice } from './invoice-pdf.ts';

/** PRODUCT.md "Download Invoice … PDF invoice": the order as an A4 PDF. */
export async function invoiceRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/invoice/:order_oid/',
    {
      // A guest's random oid is its key; a customer's invoice is for them and the order's vendors.
      config: { auth: 'public', orderAccess: 'party' },
      schema: {
        tags: ['orders'],
        summary: 'The invoice of an order as an A4 PDF, grouped by vendor',
        params: z.object({ order_oid: orderOidSchema }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const oid = request.params.order_oid;
      const pdf = await renderInvoice(await loadOrderDetail(database.db, oid));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="pasal-invoice-${oid}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
