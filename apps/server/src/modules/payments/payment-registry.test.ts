import { createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { PRODUCTION_ENV } from '../../test/production-env.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createPaymentRegistry, paymentFormOrigins } from './payment-registry.ts';

/** Spec §5: a method is offered only when configured; config names what is missing. */
const offline = { NODE_ENV: 'test', SIMULATORS: 'false', DATA_DIR: '/tmp/pasal-registry-unused' };
const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};
const connectips = {
  CONNECTIPS_GATEWAY_URL: 'https://uat.connectips.com',
  CONNECTIPS_MERCHANT_ID: '123',
  CONNECTIPS_APP_ID: 'MER-123-APP-1',
  CONNECTIPS_APP_NAME: 'Pasal',
  CONNECTIPS_PASSWORD: 'secret',
};
const registryFor = (env: Record<string, string>) => createPaymentRegistry(loadConfig(env).payments);

describe('payment registry', () => {
  it('with the simulators on offers all four, in checkout order, each its own provider', () => {
    const registry = registryFor({ NODE_ENV: 'test', DATA_DIR: '/tmp/pasal-registry-unused' });
    expect(registry.available()).toEqual(['cod', 'esewa', 'khalti', 'paypal', 'connectips', 'stripe']);
    expect(registry.get('paypal').id).toBe('paypal');
    expect(registry.get('connectips').id).toBe('connectips');
    expect(registry.get('stripe').id).toBe('stripe');
  });

  it('without providers offers cash on delivery only, and refuses the others as a client mistake', () => {
    const registry = registryFor(offline);
    expect(registry.available()).toEqual(['cod']);
    const refused = (() => {
      try {
        registry.get('stripe');
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 400, message: 'Credit/Debit Card is not available.' });
    expect(registry.verifyStripeWebhook('{}', 't=1,v1=x')).toEqual({
      ok: false,
      error: 'Stripe is not configured.',
    });
  });

  it('offers exactly the configured ones against real hosts', () => {
    const registry = registryFor({
      ...offline,
      ...stripeKeys,
      PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com',
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
    });
    expect(registry.available()).toEqual(['cod', 'paypal', 'stripe']);
    expect(loadConfig({ ...offline, ...stripeKeys }).payments.stripe?.apiUrl).toBe('https://api.stripe.com');
  });

  it('offers eSewa and Khalti against their real hosts only with all their keys, and never the simulators in production', () => {
    const wallets = {
      ESEWA_URL: 'https://rc-epay.esewa.com.np/',
      ESEWA_STATUS_URL: 'https://rc.esewa.com.np',
      ESEWA_PRODUCT_CODE: 'EPAYTEST',
      ESEWA_SECRET_KEY: 'secret',
      KHALTI_URL: 'https://dev.khalti.com',
      KHALTI_SECRET_KEY: 'test_secret_key_x',
    };
    const config = loadConfig({ ...offline, ...wallets, ...connectips });
    expect(createPaymentRegistry(config.payments).available()).toEqual([
      'cod',
      'esewa',
      'khalti',
      'connectips',
    ]);
    expect(config.payments.esewa).toMatchObject({
      formUrl: 'https://rc-epay.esewa.com.np',
      statusUrl: 'https://rc.esewa.com.np',
    });
    expect(paymentFormOrigins(config.payments)).toEqual([
      'https://uat.connectips.com',
      'https://rc-epay.esewa.com.np',
    ]);
    // In production eSewa answers status checks on its form's host.
    const live = loadConfig({
      ...offline,
      ESEWA_URL: 'https://epay.esewa.com.np',
      ESEWA_PRODUCT_CODE: 'NP-ES-1',
      ESEWA_SECRET_KEY: 's',
    });
    expect(live.payments.esewa?.statusUrl).toBe('https://epay.esewa.com.np');
    expect(() => loadConfig({ ...offline, ESEWA_PRODUCT_CODE: 'EPAYTEST' })).toThrow(
      /ESEWA_URL: required.*ESEWA_SECRET_KEY: required/,
    );
    expect(() => loadConfig({ ...offline, KHALTI_SECRET_KEY: 'k' })).toThrow(/KHALTI_URL: required/);
    expect(registryFor(PRODUCTION_ENV).available()).not.toContain('esewa');
    expect(registryFor(PRODUCTION_ENV).available()).not.toContain('khalti');
  });

  it('names the missing keys of a half-configured provider (card needs its public key)', () => {
    const { STRIPE_PUBLISHABLE_KEY: _, ...noPublicKey } = stripeKeys;
    expect(() => loadConfig({ ...offline, ...noPublicKey })).toThrow(/STRIPE_PUBLISHABLE_KEY: required/);
    expect(() => loadConfig({ ...offline, PAYPAL_CLIENT_ID: 'client' })).toThrow(
      /PAYPAL_API_URL: required.*PAYPAL_CLIENT_SECRET: required/,
    );
    // Outside production a missing merchant key is generated; production must be given one.
    expect(registryFor({ ...offline, ...connectips }).available()).toEqual(['cod', 'connectips']);
    expect(() => loadConfig({ ...connectips, ...PRODUCTION_ENV })).toThrow(
      /CONNECTIPS_PRIVATE_KEY: required/,
    );
  });

  it('reads the ConnectIPS key as PEM, also on one line with \\n, and names it when it is not a key', async () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const registry = registryFor({
      ...offline,
      ...connectips,
      CONNECTIPS_PRIVATE_KEY: String(pem).replaceAll('\n', '\\n'),
    });
    const started = await registry.get('connectips').start({
      orderId: 1,
      oid: 'keytest00001',
      amount: 1000,
      email: 'a@b.np',
      fullName: 'A B',
      description: 'Pasal order keytest00001',
      returnUrl: 'http://shop.test/',
      cancelUrl: 'http://shop.test/',
    });
    if (started.kind !== 'form') throw new Error('a form was due');
    const signed = Object.entries(started.formData)
      .filter(([name]) => name !== 'TOKEN')
      .map(([name, value]) => `${name}=${value}`)
      .join(',');
    const token = started.formData.TOKEN ?? '';
    expect(
      createVerify('RSA-SHA256')
        .update(`${signed},TOKEN=TOKEN`)
        .verify(createPublicKey(pem), token, 'base64'),
    ).toBe(true);

    const broken = '-----BEGIN PRIVATE KEY-----\nbm9uc2Vuc2U=\n-----END PRIVATE KEY-----';
    expect(() => registryFor({ ...offline, ...connectips, CONNECTIPS_PRIVATE_KEY: broken })).toThrow(
      /CONNECTIPS_PRIVATE_KEY/,
    );
  });
});

describe("the app's content security policy", () => {
  it('lets pages post the ConnectIPS form to its gateway, and nowhere else', async () => {
    const { app, close } = await createTestApp({ env: { SIMULATOR_PORT: '4567' } });
    try {
      const csp = (await app.inject('/api/health')).headers['content-security-policy'];
      expect(csp).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:4567(;|$)/);
    } finally {
      await close();
    }
  });
});
