import { RESERVED_SHOP_SLUGS } from '@pasal/domain';

/**
 * Pages that are someone's own (account, cart, checkout, orders, the vendor dashboard) or
 * forms: nothing there for a search engine (spec §2, apps/web router). `$` ends a rule at the
 * path itself, so `/vendor/orders` stays out without also hiding a shop called `orders-hub`.
 */
const PRIVATE_PAGES = [
  'customer',
  'cart',
  'checkout',
  'payment-success',
  'track-order',
  'become-vendor',
  'login',
  'register',
  'logout',
  'forgot-password',
  'create-new-password',
  'dev',
  ...[...RESERVED_SHOP_SLUGS].map((page) => `vendor/${page}`),
];

/**
 * robots.txt. `/api/` stays open: search engines render the storefront's pages, which read the
 * public catalogue from it, and private calls need a sign-in anyway. Public shop pages
 * (`/vendor/{slug}/`) match no rule, so they stay crawlable.
 */
export function robotsTxt(publicUrl: string): string {
  const rules = PRIVATE_PAGES.flatMap((page) => [`Disallow: /${page}$`, `Disallow: /${page}/`]);
  return ['User-agent: *', 'Allow: /', ...rules, '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
