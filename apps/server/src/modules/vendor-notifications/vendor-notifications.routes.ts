import {
  vendorIdParamsSchema,
  vendorNotificationListSchema,
  vendorNotificationSeenParamsSchema,
  vendorNotificationSeenSchema,
  vendorNotificationSummarySchema,
  vendorNotificationsQuerySchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { ownShop, bearerSecurity as security } from '../../lib/auth.ts';
import { requestOrigin, setTotalCount } from '../../lib/http.ts';
import { listNotifications, markOrderSeen, notificationSummary } from './vendor-notifications.service.ts';

const tags = ['vendor'];

/** Spec §7 "Vendor" notifications: the counts, the list grouped per order, and reading one. */
export async function vendorNotificationRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  app.get(
    '/vendor-noti-summary/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary: "Orders with the shop's notifications: unread, read and all, as one element",
        params: vendorIdParamsSchema,
        response: { 200: vendorNotificationSummarySchema },
      },
    },
    async (request) => [await notificationSummary(db, request.params.vendor_id)],
  );

  app.get(
    '/vendor-noti-list/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary:
          "The shop's notifications grouped per order with its lines and the customer; search, date range, price, read state; newest, oldest or by price; paginated by order",
        params: vendorIdParamsSchema,
        querystring: vendorNotificationsQuerySchema,
        response: { 200: vendorNotificationListSchema },
      },
    },
    async (request, reply) => {
      const page = await listNotifications(
        db,
        requestOrigin(request),
        request.params.vendor_id,
        request.query,
      );
      setTotalCount(reply, page.total);
      return page.rows;
    },
  );

  app.patch(
    '/vendor-noti-mark-seen/:vendor_id/:order_oid/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary: "Mark the shop's notifications of one order read (opening it does)",
        params: vendorNotificationSeenParamsSchema,
        response: { 200: vendorNotificationSeenSchema },
      },
    },
    async (request) => markOrderSeen(db, request.params.vendor_id, request.params.order_oid),
  );
}
