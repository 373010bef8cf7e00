export * from './accounts.ts';
export * from './cart-id.ts';
export * from './catalog.ts';
export * from './constants.ts';
export * from './image-url.ts';
export * from './money.ts';
export * from './pagination.ts';
export * from './pricing.ts';
