import path from 'node:path';
import { build, type Plugin } from 'vite';

/** The server renderer's entry (src/entry-server.tsx) and where it is built, inside the client's build. */
export const SSR_ENTRY = 'src/entry-server.tsx';
export const SSR_DIR = 'ssr';

/**
 * Builds the server renderer after the browser's build, into `<outDir>/ssr/` (the server never
 * serves that folder): one build command makes both, wherever `--outDir` points. Everything is
 * bundled in, so the renderer runs from any folder without node_modules beside it.
 */
export function ssrBundle(): Plugin {
  let outDir = '';
  let root = '';
  let configFile: string | undefined;
  return {
    name: 'pasal-ssr-bundle',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      configFile = config.configFile;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        root,
        configFile,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: SSR_ENTRY,
          outDir: path.join(outDir, SSR_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          // The renderer imports the route loaders' lazy modules up front; splitting means nothing here.
          rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
        },
      });
    },
  };
}
