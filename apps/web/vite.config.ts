import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { ssrBundle } from './build/ssr-bundle.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), ssrBundle()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/media': { target: api, changeOrigin: true },
    },
  },
});
