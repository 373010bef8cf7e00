import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { favicon } from './build/favicon.ts';
import { precompress } from './build/precompress.ts';
import { ssrBundle } from './build/ssr-bundle.ts';

const api = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The app is written against React's API and runs on Preact (decision 0031): the preset points
  // `react` and `react-dom` at `preact/compat` in both builds and gives the dev server hot reload.
  plugins: [preact(), tailwindcss(), favicon(), precompress(), ssrBundle()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Every module the entry imports statically in one chunk, as Rollup would keep them in the
      // entry: left to itself Rolldown cut them into ten, each a request of its own on a phone's
      // first load, and each answer costs the page's main thread a task (issue 19's eighteenth
      // session). The server renderer is one file anyway.
      //
      // The modules the pages' own chunks share (icons; UI parts, product cards, helpers and API
      // calls) in two chunks more: left to Rolldown, a public page's route pulled 26–33 files of a
      // few hundred bytes each, and a phone on slow 4G fetches six at a time over HTTP/1.1. Grouped,
      // pages answer taps 0.5–0.8 s sooner on that profile, for 2–9 KB more gzip (decision 0034).
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                { name: 'icons', test: /lucide-react/, minShareCount: 2 },
                { name: 'ui', test: /src\/(components\/(ui|product)|lib|api)\//, minShareCount: 2 },
              ],
            },
          },
      onLog(level, log, report) {
        // React Router asks for React 19's useOptimistic, which preact/compat lacks, and falls
        // back without it when it is undefined: expected, so not reported on every build.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        report(level, log);
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/media': { target: api, changeOrigin: true },
    },
  },
}));
