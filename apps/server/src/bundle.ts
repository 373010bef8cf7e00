import path from 'node:path';

/**
 * How the server is started from the bundle `npm run build` makes (decision 0033): the root
 * package.json's `serve` script writes the same command for `npm start`. Source maps on, so stack
 * traces name the TypeScript files and lines.
 */
export const BUNDLE_ENTRY = path.resolve(import.meta.dirname, '../dist/main.js');
export const BUNDLE_NODE_ARGS = ['--enable-source-maps', BUNDLE_ENTRY];
