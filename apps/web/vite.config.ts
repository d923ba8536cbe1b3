/**
 * Vite build of the SPA. The dev server proxies the API, the sandbox bank page and the
 * server-generated images to the Fastify server (ARCHITECTURE "One picture").
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

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

/**
 * Puts the stylesheets first in the head, before the entry script and its modulepreloads: the CSS
 * is what the server-written first screen waits for to paint, so it should not queue behind the
 * JS chunks for a connection.
 */
function cssFirst(): Plugin {
  return {
    name: 'cases-css-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const css = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
        const rest = css.reduce((h, tag) => h.replace(tag, ''), html);
        const at = rest.search(/<script type="module"/);
        return at < 0 ? html : rest.slice(0, at) + css.join('') + rest.slice(at);
      },
    },
  };
}

// The server builds absolute links (the sandbox redirect_url) from its PUBLIC_URL only: start it with
// PUBLIC_URL=http://localhost:5173 to come back to the dev server after a sandbox payment.
export default defineConfig({
  // Every text file also as .br (quality 11) and .gz (level 9) beside it: the server sends those
  // (@fastify/static preCompressed) instead of compressing on each request.
  plugins: [react(), buildManifest(), cssFirst(), compression()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: the server reads which chunk holds each language's texts and preloads it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks of what every page needs: the app chunk changes on every release,
        // these rarely do. Only libraries every page loads belong here, since a group pulls each of
        // its modules into whatever first needs one; the rest (socket.io, @noble/hashes) stay with
        // the lazy chunks that import them. zod is not in the entry: it comes with the first
        // answer to check (api/client.ts schema loaders), right after the first render.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The app's own small modules the entry and most lazy pages share (session token,
            // API client, paths, money format, toasts): one chunk instead of five, so the first
            // paint waits on fewer requests.
            {
              name: 'app-shared',
              test: /(apps[\\/]web[\\/]src[\\/](api[\\/](cookies|token|api-error|client)|shared[\\/]paths|ui[\\/]toast-store)|packages[\\/]domain[\\/]src[\\/](casing|format))\.ts$/,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|i18next|react-i18next|use-sync-external-store|html-parse-stringify|void-elements)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((p) => [p, { target, changeOrigin: false }])),
      // The realtime channel is WebSocket only (api/realtime.ts).
      '/socket.io': { target, changeOrigin: false, ws: true },
    },
  },
});
