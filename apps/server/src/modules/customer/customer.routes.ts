import {
  customerNotificationSchema,
  customerOrderDetailSchema,
  customerOrderSchema,
  customerOrdersQuerySchema,
  customerSummarySchema,
  orderOidSchema,
  pageQuerySchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { type AuthPolicy, bearerSecurity as security } from '../../lib/auth.ts';
import { requestOrigin, sendPage, toLimitOffset } from '../../lib/http.ts';
import { recordId } from '../../lib/params.ts';
import { loadOrderRefunds } from '../cancellations/order-refunds.service.ts';
import {
  serializeCustomerOrder,
  serializeCustomerOrderDetail,
  serializeNotification,
} from './customer.serializers.ts';
import { listCustomerNotifications, markNotificationRead } from './customer-notifications.service.ts';
import { listCustomerOrders, loadCustomerOrder } from './customer-orders.service.ts';
import { customerSummary } from './customer-summary.service.ts';

const tags = ['customer'];
/** Every call here is about the caller's own account (PRODUCT.md: someone else's id → 403). */
const mine: AuthPolicy = { auth: 'user', owns: ['user_id'] };
const userParams = z.object({ user_id: recordId });

/** Spec §7 "Customer": the signed-in customer's orders, notifications and sidebar counts. */
export async function customerRoutes(parent: FastifyInstance, { config, database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  app.get(
    '/customer/orders/:user_id/',
    {
      config: mine,
      schema: {
        tags,
        security,
        summary: "The caller's orders with their lines, newest first, filtered (total in X-Total-Count)",
        params: userParams,
        querystring: customerOrdersQuerySchema,
        response: { 200: z.array(customerOrderSchema) },
      },
    },
    async (request, reply) => {
      const { user_id } = request.params;
      const page = await listCustomerOrders(db, user_id, request.query, toLimitOffset(request.query));
      const origin = requestOrigin(request);
      return sendPage(reply, page, (row) => serializeCustomerOrder(origin, row));
    },
  );

  app.get(
    '/customer/order/:user_id/:order_oid/',
    {
      config: mine,
      schema: {
        tags,
        security,
        summary:
          "One of the caller's orders in full, with who cancelled each line and its refunds (another customer's answers 404)",
        params: userParams.extend({ order_oid: orderOidSchema }),
        response: { 200: customerOrderDetailSchema },
      },
    },
    async (request) => {
      const { user_id, order_oid } = request.params;
      const detail = await loadCustomerOrder(db, user_id, order_oid);
      return serializeCustomerOrderDetail(
        requestOrigin(request),
        detail,
        await loadOrderRefunds(db, detail.order.id),
        config.unpaidOrderMinutes,
      );
    },
  );

  app.get(
    '/customer/notification/:user_id/',
    {
      config: mine,
      schema: {
        tags,
        security,
        summary: "The caller's notifications, newest first, each with its order (total in X-Total-Count)",
        params: userParams,
        querystring: pageQuerySchema,
        response: { 200: z.array(customerNotificationSchema) },
      },
    },
    async (request, reply) => {
      const page = await listCustomerNotifications(db, request.params.user_id, toLimitOffset(request.query));
      const origin = requestOrigin(request);
      return sendPage(reply, page, (row) => serializeNotification(origin, row));
    },
  );

  app.get(
    '/customer/notification/:user_id/:id/',
    {
      config: mine,
      schema: {
        tags,
        security,
        summary: 'Marks one of the caller’s notifications as read and answers it (spec §7)',
        params: userParams.extend({ id: recordId }),
        response: { 200: customerNotificationSchema },
      },
    },
    async (request) => {
      const { user_id, id } = request.params;
      return serializeNotification(requestOrigin(request), await markNotificationRead(db, user_id, id));
    },
  );

  app.get(
    '/customer/summary/:user_id/',
    {
      config: mine,
      schema: {
        tags,
        security,
        summary: "Counts for the customer sidebar's badges: orders, wishlist, unread notifications",
        params: userParams,
        response: { 200: customerSummarySchema },
      },
    },
    async (request) => customerSummary(db, request.params.user_id),
  );
}
