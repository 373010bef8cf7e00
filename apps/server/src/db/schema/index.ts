export * from './catalog.ts';
export * from './engagement.ts';
export * from './operations.ts';
export * from './orders.ts';
export * from './users.ts';
export * from './vendors.ts';
