import {
  khaltiCheckoutResultSchema,
  orderOidSchema,
  PAYMENT_METHOD_LABELS,
  paymentFormResultSchema,
  paymentMethodOptionSchema,
  paypalCheckoutResultSchema,
  redirectResultSchema,
} from '@pasal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import type { OnlineMethod, PaymentStart } from '../payments/payment-provider.ts';
import { startPayment } from './payment-start.service.ts';
import { returnTo } from './return-origin.ts';

const params = z.object({ order_oid: orderOidSchema });

/** What a browser's own form submission sends, as against a script's JSON. */
const isFormPost = (request: FastifyRequest) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(request.headers['content-type'] ?? '');

/** Each provider continues in one way; another is a broken adapter, not the shopper's mistake. */
function redirectUrl(started: PaymentStart): string {
  if (started.kind !== 'redirect') throw new Error('the provider answered a form where a redirect was due');
  return started.url;
}

/**
 * Spec §7's calls that start a payment (Stripe, PayPal, ConnectIPS; eSewa and Khalti beside them),
 * and the methods offered.
 * Open like checkout (a guest's random oid is its key, a customer's order is theirs alone); the
 * amount is the server's.
 */
export async function paymentStartRoutes(parent: FastifyInstance, { config, database, payments }: AppDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const start = (request: FastifyRequest, method: OnlineMethod, oid: string) =>
    startPayment(database.db, payments, returnTo(request, config), method, oid, config.unpaidOrderMinutes);

  app.get(
    '/payment-methods/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'The payment methods offered at checkout: cash on delivery and each configured provider',
        response: { 200: z.array(paymentMethodOptionSchema) },
      },
    },
    async () => payments.available().map((id) => ({ id, label: PAYMENT_METHOD_LABELS[id] })),
  );

  const stripeCheckout = {
    config: { auth: 'public', orderAccess: 'buyer' },
    schema: {
      tags: ['payments'],
      summary: 'Start a card payment: the Stripe Checkout page to send the shopper to',
      params,
      response: { 200: redirectResultSchema },
    },
  } as const;
  app.get('/stripe-checkout/:order_oid/', stripeCheckout, async (request) => ({
    url: redirectUrl(await start(request, 'stripe', request.params.order_oid)),
  }));
  // Clients of the original start card payments with a plain browser form (API-NOTES.md): the
  // browser follows a 303 to Stripe's page. JSON callers get the GET's answer.
  app.post(
    '/stripe-checkout/:order_oid/',
    {
      ...stripeCheckout,
      schema: {
        ...stripeCheckout.schema,
        description: 'A browser form post (urlencoded or multipart) is answered 303 to the Stripe page',
        response: { 200: redirectResultSchema, 303: z.null().describe('Location: the Stripe page') },
      },
    },
    async (request, reply) => {
      const url = redirectUrl(await start(request, 'stripe', request.params.order_oid));
      return isFormPost(request) ? reply.redirect(url, 303) : { url };
    },
  );

  app.post(
    '/paypal-checkout/:order_oid/',
    {
      config: { auth: 'public', orderAccess: 'buyer' },
      schema: {
        tags: ['payments'],
        summary:
          'Start a PayPal payment (USD at the configured rate): the PayPal order and its approval page',
        params,
        response: { 200: paypalCheckoutResultSchema },
      },
    },
    async (request) => {
      const started = await start(request, 'paypal', request.params.order_oid);
      return { paypal_order_id: started.providerRef, url: redirectUrl(started) };
    },
  );

  /** ConnectIPS and eSewa: a signed form the browser posts to the provider. */
  for (const [method, summary] of [
    ['connectips', 'Start a ConnectIPS payment: the signed form the browser posts to the gateway'],
    ['esewa', 'Start an eSewa payment: the signed ePay v2 form the browser posts to eSewa'],
  ] as const) {
    app.post(
      `/${method}-checkout/:order_oid/`,
      {
        config: { auth: 'public', orderAccess: 'buyer' },
        schema: { tags: ['payments'], summary, params, response: { 200: paymentFormResultSchema } },
      },
      async (request) => {
        const started = await start(request, method, request.params.order_oid);
        if (started.kind !== 'form') throw new Error(`${method} answered a redirect where a form was due`);
        return { payment_data: { action_url: started.actionUrl, form_data: started.formData } };
      },
    );
  }

  app.post(
    '/khalti-checkout/:order_oid/',
    {
      config: { auth: 'public', orderAccess: 'buyer' },
      schema: {
        tags: ['payments'],
        summary:
          "Start a Khalti payment (Rs. 10 or more): Khalti's payment id and the page to send the shopper to",
        params,
        response: { 200: khaltiCheckoutResultSchema },
      },
    },
    async (request) => {
      const started = await start(request, 'khalti', request.params.order_oid);
      return { pidx: started.providerRef, url: redirectUrl(started) };
    },
  );
}
