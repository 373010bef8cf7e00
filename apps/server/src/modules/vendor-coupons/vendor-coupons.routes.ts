import {
  COUPON_MANAGEMENT_MESSAGES,
  couponDetailParamsSchema,
  couponFormSchema,
  couponPatchSchema,
  couponSavedSchema,
  messageSchema,
  vendorCouponListSchema,
  vendorCouponStatsSchema,
  vendorCouponsQuerySchema,
  vendorIdParamsSchema,
} from '@pasal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { ownShop, bearerSecurity as security } from '../../lib/auth.ts';
import { sendPage } from '../../lib/http.ts';
import {
  checkFormShop,
  couponStats,
  createCoupon,
  deleteCoupon,
  listCoupons,
  serializeCoupon,
  updateCoupon,
} from './vendor-coupons.service.ts';

const tags = ['vendor'];

/** Spec §7 "Vendor" coupons: the cards, the table and the add/edit/delete of Coupon Management. */
export async function vendorCouponRoutes(parent: FastifyInstance, { database }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  app.get(
    '/vendor-coupon-stats/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary: "The shop's coupons and how many are active (deleted ones left out), as one element",
        params: vendorIdParamsSchema,
        response: { 200: vendorCouponStatsSchema },
      },
    },
    async (request) => [await couponStats(db, request.params.vendor_id)],
  );

  app.get(
    '/vendor-coupon-list/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary:
          "The shop's coupons: search by code, status, discount band; sorted by code, discount or date (date descending by default); paginated",
        params: vendorIdParamsSchema,
        querystring: vendorCouponsQuerySchema,
        response: { 200: vendorCouponListSchema },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listCoupons(db, request.params.vendor_id, request.query), serializeCoupon),
  );

  app.post(
    '/vendor-coupon-list/:vendor_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary:
          'Add a coupon (form or JSON: code, discount 1–100, active "true"/"false"); a code is unique per shop in any case',
        params: vendorIdParamsSchema,
        body: couponFormSchema,
        response: { 201: couponSavedSchema },
      },
    },
    async (request, reply) => {
      const vendorId = request.params.vendor_id;
      checkFormShop(vendorId, request.body.vendor_id);
      const saved = await createCoupon(db, vendorId, request.body);
      reply.status(201);
      return { message: COUPON_MANAGEMENT_MESSAGES.saved, coupon: serializeCoupon(saved) };
    },
  );

  app.patch(
    '/vendor-coupon-detail/:vendor_id/:coupon_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary:
          "Edit one of the shop's coupons (any of code, discount, active); a used coupon's code and discount stay; turning it off stops it applying at once",
        params: couponDetailParamsSchema,
        body: couponPatchSchema,
        response: { 200: couponSavedSchema },
      },
    },
    async (request) => {
      const { vendor_id: vendorId, coupon_id: couponId } = request.params;
      checkFormShop(vendorId, request.body.vendor_id);
      const saved = await updateCoupon(db, vendorId, couponId, request.body);
      return { message: COUPON_MANAGEMENT_MESSAGES.saved, coupon: serializeCoupon(saved) };
    },
  );

  app.delete(
    '/vendor-coupon-detail/:vendor_id/:coupon_id/',
    {
      config: ownShop,
      schema: {
        tags,
        security,
        summary:
          "Delete one of the shop's coupons: it stops applying and leaves the list; orders keep their record of it",
        params: couponDetailParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await deleteCoupon(db, request.params.vendor_id, request.params.coupon_id);
      return { message: COUPON_MANAGEMENT_MESSAGES.deleted };
    },
  );
}
