// Bundles the server's own TypeScript (and @pasal/domain's) into dist/main.js, for `npm start`
// and the journeys. Run through tsx, a start took about 3 s longer (6.2–6.7 s against 3.5–4.6 s
// on the demo's embedded database, more on a busy machine), spent in tsx's module hooks
// transforming and resolving some 300 files one by one; the bundle is one file of plain JavaScript. Packages from node_modules stay imports: they are JavaScript already, and
// some find files beside them (PGlite's wasm, sharp's binaries, the fonts).
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

/** Leaves every bare import to Node at run time except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('@pasal/') ? undefined : { external: true },
    );
  },
};

// Written over in place, not removed first: a server starting from dist/ meanwhile (a journey,
// `npm run serve`) keeps its files. Migrations are only ever added, so none is left stale.
await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Stack traces name the TypeScript files and lines (the server runs with --enable-source-maps).
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
// The migrations are read at start from the folder beside the module that opens the database
// (db/client.ts): in the bundle, that is dist/.
await cp(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
