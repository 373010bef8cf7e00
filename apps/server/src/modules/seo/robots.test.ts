import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const SITE = 'https://pasal.example';
let t: TestApp;
let robots: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: SITE } });
  const res = await t.app.inject('/robots.txt');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  robots = res.body;
});
afterAll(() => t.close());

/**
 * Whether a crawler may fetch `path`, as Google and Bing read robots.txt (RFC 9309): the longest
 * matching rule wins, Allow on a tie; `$` ends a rule at the path's end.
 */
function allowed(path: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const m = /^(Allow|Disallow):\s*(\S*)$/.exec(line);
    if (!m?.[2]) continue;
    const rule = m[2];
    const anchored = rule.endsWith('$');
    const prefix = anchored ? rule.slice(0, -1) : rule;
    const matches = anchored ? path === prefix : path.startsWith(prefix);
    const allow = m[1] === 'Allow';
    if (matches && (rule.length > best.length || (rule.length === best.length && allow))) {
      best = { length: rule.length, allow };
    }
  }
  return best.allow;
}

describe('/robots.txt', () => {
  it('points at the sitemap', () => {
    expect(robots).toContain(`\nSitemap: ${SITE}/sitemap.xml\n`);
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
  });

  it.each([
    '/customer/orders/',
    '/customer/order/k3x9m2p7q4wz/',
    '/cart/',
    '/cart',
    '/checkout/k3x9m2p7q4wz/',
    '/payment-success/k3x9m2p7q4wz/',
    '/track-order/k3x9m2p7q4wz',
    '/login/',
    '/register',
    '/become-vendor/',
    '/vendor/dashboard/',
    '/vendor/dashboard',
    '/vendor/products/',
    '/vendor/add-product/',
    '/vendor/update-product/p1x2/',
    '/vendor/orders/k3x9m2p7q4wz/',
    '/vendor/earning/',
    '/vendor/settings/',
  ])('keeps %s out', (path) => {
    expect(allowed(path)).toBe(false);
  });

  it.each([
    '/',
    '/detail/macbook-air-m2/',
    '/vendor/pokhara-tech-bazaar/',
    '/vendor/orders-hub/',
    '/vendor/settings-and-more',
    '/search/?category=3',
    '/help/',
    '/media/products/macbook-air-m2-0-800.webp',
    '/api/v1/products/',
  ])('lets crawlers fetch %s', (path) => {
    expect(allowed(path)).toBe(true);
  });
});
