import {
  vendorIdParamsSchema,
  vendorOrderDetailSchema,
  vendorOrderParamsSchema,
  vendorOrderRowSchema,
  vendorOrderStatusInputSchema,
  vendorOrderStatusResultSchema,
  vendorOrdersQuerySchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { ownShop, bearerSecurity as security } from '../../lib/auth.ts';
import { requestOrigin, sendPage } from '../../lib/http.ts';
import { shippingDeps } from '../logistics/couriers.ts';
import { changePartStatus, type FulfilmentDeps } from './part-status.service.ts';
import { vendorOrderDetail } from './vendor-order-detail.service.ts';
import { serializeVendorOrderDetail, serializeVendorOrderRow } from './vendor-orders.serializers.ts';
import { listVendorOrders } from './vendor-orders-list.service.ts';

const tags = ['vendor orders'];

/** Spec §2 Orders and Order detail, and the status control (API-NOTES.md), for one shop's part. */
export async function vendorOrderRoutes(parent: FastifyInstance, { config, database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const deps: FulfilmentDeps = {
    db,
    publicUrl: config.publicUrl,
    log: app.log,
    shipping: shippingDeps(config, db),
  };

  app.get(
    '/vendor/orders/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        summary:
          "The shop's placed orders, each with the shop's part only (units, total, status); query (order id, customer name or e-mail), payment_status, order_status (of the part), sort latest|oldest (paginated; total in X-Total-Count)",
        security,
        params: vendorIdParamsSchema,
        querystring: vendorOrdersQuerySchema,
        response: { 200: z.array(vendorOrderRowSchema) },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listVendorOrders(db, request.params.vendor_id, request.query),
        serializeVendorOrderRow,
      ),
  );

  app.get(
    '/vendor/orders/:vendor_id/:order_oid/',
    {
      config: ownShop,
      schema: {
        tags,
        summary:
          "One order with the shop's lines only, summed, the part's status and next statuses, and its parcel; 404 when the order has none of the shop's lines",
        security,
        params: vendorOrderParamsSchema,
        response: { 200: vendorOrderDetailSchema },
      },
    },
    async (request) =>
      serializeVendorOrderDetail(
        requestOrigin(request),
        config.publicUrl,
        await vendorOrderDetail(db, request.params.vendor_id, request.params.order_oid),
      ),
  );

  app.patch(
    '/vendor/orders/:vendor_id/:order_oid/',
    {
      config: ownShop,
      schema: {
        tags,
        summary:
          "Move the shop's part: processing, shipped (books the courier; 503 when it is down, 409 while a booking is under way), delivered, or cancelled before shipping (stock back, refund); 409 with the reason for a move the transition table does not allow",
        security,
        params: vendorOrderParamsSchema,
        body: vendorOrderStatusInputSchema,
        response: { 200: vendorOrderStatusResultSchema },
      },
    },
    async (request) =>
      changePartStatus(deps, request.params.vendor_id, request.params.order_oid, request.body),
  );
}
