/**
 * The domain without its schemas: constants, money, prices, statuses and ids, none of which
 * imports zod. The storefront's first load imports from here (`@pasal/domain/plain`) so zod and
 * the schemas (about 30 KB gzip) load only with the pages and requests that validate something.
 * A test of the server (modules/seo/first-load.test.ts) keeps zod out of the first load.
 */
export * from './cart-count.ts';
export * from './cash-on-delivery.ts';
export * from './color-code.ts';
export * from './constants.ts';
export * from './guest-cart-id.ts';
export * from './image-url.ts';
export * from './money.ts';
export * from './order-number.ts';
export * from './price-preview.ts';
export * from './pricing.ts';
export * from './product-page-rules.ts';
export * from './search-filters.ts';
export * from './shop-filters.ts';
export * from './statuses.ts';
