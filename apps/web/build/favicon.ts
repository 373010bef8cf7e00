import type { Plugin } from 'vite';
import { faviconSvg } from '../src/components/ui/logo-drawing.ts';

const FILE = 'favicon.svg';

/** `/favicon.svg`, drawn from the same shapes as the logo the pages show inline. */
export function favicon(): Plugin {
  return {
    name: 'pasal-favicon',
    // The server renderer's build (ssr-bundle.ts) is never sent: the icon belongs to the client's.
    apply: (_config, env) => !env.isSsrBuild,
    configureServer(server) {
      server.middlewares.use(`/${FILE}`, (_request, response) => {
        response.setHeader('content-type', 'image/svg+xml');
        response.end(faviconSvg());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE, source: faviconSvg() });
    },
  };
}
