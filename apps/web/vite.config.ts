/**
 * Vite build of the SPA. The dev server proxies the API, the sandbox bank page and the
 * server-generated images to the Fastify server (ARCHITECTURE "One picture").
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const target = process.env.API_TARGET ?? 'http://localhost:3000';
const proxied = ['/v1', '/v2', '/sandbox', '/img'];

// changeOrigin stays false so the server sees the dev origin as Host and builds the sandbox
// redirect_url (and its return to /refill/result) on the dev server, not on its own port.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: the app chunk changes on every release, these rarely do.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target, changeOrigin: false }])),
  },
});
