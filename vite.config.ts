import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { firstLoadChunks } from './scripts/first-load-chunks';
import { prerenderPages } from './scripts/prerender-pages';
import { screenPreloads } from './scripts/screen-preloads';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The one manifest lives at the project root; the plugin emits it and links it from index.html.
const manifest = JSON.parse(readFileSync(fromRoot('./manifest.webmanifest'), 'utf8')) as Partial<ManifestOptions>;

// What the app needs at start is two chunks: React's runtime and the app (scripts/first-load-chunks.ts).
const firstLoad = firstLoadChunks({
  boot: fromRoot('./pwa/src/boot.ts'),
  runtime: fromRoot('./pwa/src/react-runtime.ts'),
  app: fromRoot('./pwa/src/main.tsx'),
});

const apiPort = process.env.API_PORT ?? '3001';

const alias = {
  '@shared': fromRoot('./shared'),
  '@': fromRoot('./pwa/src'),
};

export default defineConfig({
  root: fromRoot('./pwa'),
  publicDir: fromRoot('./pwa/public'),
  resolve: { alias },
  plugins: [
    react(),
    tailwindcss(),
    firstLoad.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // We register the worker ourselves (pwa/src/lib/service-worker.ts) so that it never runs in dev.
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      injectManifest: {
        // Precache the app shell: every built script, style, font and the shipped artwork.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // The sharing image is for other sites' link previews, never shown in the app.
        globIgnores: ['og-image.png'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
      // The public pages are rendered to HTML before the worker's precache list is made.
      integration: {
        beforeBuildServiceWorker: () =>
          prerenderPages({ root: fromRoot('./pwa'), outDir: fromRoot('./dist/pwa'), serverOutDir: fromRoot('./dist/prerender'), alias }),
      },
    }),
  ],
  build: {
    outDir: fromRoot('./dist/pwa'),
    emptyOutDir: true,
    // A screen's chunks load in one round trip; the landing page's parts add no preload links while it
    // hydrates (scripts/screen-preloads.ts). No polyfill: where a browser lacks modulepreload, the helper
    // uses rel=preload.
    modulePreload: { polyfill: false, resolveDependencies: screenPreloads },
    sourcemap: true,
    // scripts/measure-bundle.mjs reads the manifest to weigh what the landing page loads.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: firstLoad.groups } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
