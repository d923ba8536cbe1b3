/**
 * Vite build of the SPA. The dev server proxies the API, the sandbox bank page and the
 * server-generated images to the Fastify server (ARCHITECTURE "One picture").
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const target = process.env.API_TARGET ?? 'http://localhost:3000';
const proxied = ['/v1', '/v2', '/nitro-api', '/sandbox', '/img'];

/**
 * Emits dist/build.json `{ id }`: a hash of every emitted file name, and the names carry content
 * hashes, so the id changes exactly when the shipped code does (spec 000 §4 "A new build is
 * detected by fetching a build manifest"; polled by app/use-new-build.ts).
 */
function buildManifest(): Plugin {
  return {
    name: 'cases-build-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) hash.update(`${name}\n`);
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: JSON.stringify({ id: hash.digest('hex').slice(0, 16) }),
      });
    },
  };
}

// The server builds absolute links (the sandbox redirect_url) from its PUBLIC_URL only: start it with
// PUBLIC_URL=http://localhost:5173 to come back to the dev server after a sandbox payment.
export default defineConfig({
  plugins: [react(), buildManifest()],
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
