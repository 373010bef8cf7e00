import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app.ts';
import { accountRoutes } from './modules/accounts/account.routes.ts';
import { passwordResetRoutes } from './modules/accounts/password-reset.routes.ts';
import { profileRoutes } from './modules/accounts/profile.routes.ts';
import { cancellationRoutes } from './modules/cancellations/cancellations.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { cartDetailRoutes } from './modules/cart/cart-detail.routes.ts';
import { cartViewRoutes } from './modules/cart/cart-view.routes.ts';
import { guestMergeRoutes } from './modules/cart/guest-merge.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { paymentStartRoutes } from './modules/checkout/payment-start.routes.ts';
import { paymentSuccessRoutes } from './modules/checkout/payment-success.routes.ts';
import { stripeWebhookRoutes } from './modules/checkout/stripe-webhook.routes.ts';
import { couponRoutes } from './modules/coupons/coupon.routes.ts';
import { customerRoutes } from './modules/customer/customer.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoice.routes.ts';
import { trackingRoutes } from './modules/logistics/tracking.routes.ts';
import { mailboxRoutes } from './modules/mail/mailbox.routes.ts';
import { checkoutRoutes } from './modules/orders/checkout.routes.ts';
import { createOrderRoutes } from './modules/orders/create-order.routes.ts';
import { orderAccessPlugin } from './modules/orders/order-access.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { questionRoutes } from './modules/questions/questions.routes.ts';
import { vendorQuestionRoutes } from './modules/questions/vendor-questions.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { followRoutes } from './modules/shop/follows.routes.ts';
import { shopRoutes } from './modules/shop/shop.routes.ts';
import { vendorCouponRoutes } from './modules/vendor-coupons/vendor-coupons.routes.ts';
import { shopSettingsRoutes } from './modules/vendor-dashboard/shop-settings.routes.ts';
import { vendorDashboardRoutes } from './modules/vendor-dashboard/vendor-dashboard.routes.ts';
import { vendorEarningRoutes } from './modules/vendor-earnings/vendor-earnings.routes.ts';
import { vendorNotificationRoutes } from './modules/vendor-notifications/vendor-notifications.routes.ts';
import { vendorOrderRoutes } from './modules/vendor-orders/vendor-orders.routes.ts';
import { vendorProductRoutes } from './modules/vendor-products/vendor-products.routes.ts';
import { vendorReviewRoutes } from './modules/vendor-reviews/vendor-reviews.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';

/** Every module's HTTP routes, mounted once under the API prefix. */
export async function apiRoutes(
  app: FastifyInstance,
  { config, database, tokens, limiter, sessions, payments, catalogueChanges }: AppDeps,
) {
  // Only the dependencies travel on: a `prefix` in child options would be applied twice.
  const deps: AppDeps = {
    config,
    database,
    tokens,
    limiter,
    sessions,
    payments,
    ...(catalogueChanges ? { catalogueChanges } : {}),
  };
  await app.register(orderAccessPlugin, { db: database.db });
  await app.register(healthRoutes, deps);
  await app.register(catalogRoutes, deps);
  await app.register(searchRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(followRoutes, deps);
  await app.register(shopRoutes, deps);
  await app.register(vendorDashboardRoutes, deps);
  await app.register(shopSettingsRoutes, deps);
  await app.register(questionRoutes, deps);
  await app.register(vendorQuestionRoutes, deps);
  await app.register(vendorProductRoutes, deps);
  await app.register(vendorEarningRoutes, deps);
  await app.register(vendorReviewRoutes, deps);
  await app.register(vendorCouponRoutes, deps);
  await app.register(vendorNotificationRoutes, deps);
  await app.register(vendorOrderRoutes, deps);
  await app.register(cartRoutes, deps);
  await app.register(cartViewRoutes, deps);
  await app.register(guestMergeRoutes, deps);
  await app.register(cartDetailRoutes, deps);
  await app.register(pricingRoutes, deps);
  await app.register(geoRoutes, deps);
  await app.register(createOrderRoutes, deps);
  await app.register(checkoutRoutes, deps);
  await app.register(couponRoutes, deps);
  await app.register(invoiceRoutes, deps);
  await app.register(paymentStartRoutes, deps);
  await app.register(paymentSuccessRoutes, deps);
  await app.register(stripeWebhookRoutes, deps);
  await app.register(wishlistRoutes, deps);
  await app.register(customerRoutes, deps);
  await app.register(cancellationRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(passwordResetRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(mailboxRoutes, deps);
  await app.register(trackingRoutes, deps);
}
