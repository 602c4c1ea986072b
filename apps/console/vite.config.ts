import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  contentSecurityPolicyMeta,
  DEV_SECURITY_HEADERS,
  securityHeaders,
} from './bundling/contentSecurityPolicy.ts';
import { landingChunkGroup, landingRouteIds, landingRoutePreload } from './bundling/landingRoutePreload.ts';
import { missingAssets } from './bundling/missingAssets.ts';
import { platformProxy } from './bundling/platformProxy.ts';
import { previewMockPreload } from './bundling/previewMockPreload.ts';
import { radixIcons } from './bundling/radixIcons.ts';
import { consoleSourceAlias } from './bundling/sourceAlias.ts';
import { unusedBreakpoints } from './bundling/unusedBreakpoints.ts';

/**
 * Remote mode: set RACK_API_ORIGIN to a platform API origin (the Node mock server or a real rack) and the dev
 * and preview servers proxy the platform's paths to it, so the console's calls stay same-origin.
 * Without it the console runs in preview mode on the in-browser mock.
 */
const apiOrigin = process.env.RACK_API_ORIGIN;
const basePath = process.env.CONSOLE_BASE_PATH ?? '/';

const routesDirectory = 'src/routes';
const routesPath = fileURLToPath(new URL(routesDirectory, import.meta.url));

/** Where the console lands (`/` and a sign-in lead there): its code is preloaded with the entry. */
const LANDING_PATH = '/projects';
const landingRoutes: Set<string> = landingRouteIds(routesPath, LANDING_PATH);

/** Serves and emits msw's service worker from the installed msw, so it always matches the library version. */
function mockServiceWorker(): Plugin {
  const require = createRequire(import.meta.url);
  const workerPath = require.resolve('msw/mockServiceWorker.js', {
    paths: [require.resolve('@rackconsole/mock-server/package.json')],
  });
  return {
    name: 'rack-console-mock-service-worker',
    configureServer(server) {
      server.middlewares.use(`${basePath.replace(/\/$/, '')}/mockServiceWorker.js`, (_, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      if (apiOrigin) return;
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(workerPath) });
    },
  };
}

export default defineConfig({
  base: basePath,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader goes into the same lazy chunk as its component: loaders import the page's query
      // definitions, which would otherwise pull every page module into the entry chunk (65 KB gzip). The
      // landing page's routes (its layouts and its own) keep their loaders in the entry, so that their calls go
      // out while it runs, before DOMContentLoaded.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
        splitBehavior: ({ routeId }) =>
          landingRoutes.has(routeId)
            ? [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']]
            : undefined,
      },
      routesDirectory,
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    radixIcons(),
    unusedBreakpoints(),
    react(),
    mockServiceWorker(),
    previewMockPreload(basePath),
    landingRoutePreload(basePath, routesPath, LANDING_PATH),
    contentSecurityPolicyMeta(!apiOrigin),
    missingAssets(basePath),
  ],
  define: { __PREVIEW_MODE__: JSON.stringify(!apiOrigin) },
  resolve: { conditions: ['@rackconsole/source'], alias: consoleSourceAlias },
  build: {
    // No modulepreload dependency map: it weighed 6 KB of the entry. The landing page's chunks are preloaded by
    // the page itself (bundling/landingRoutePreload.ts); another page's, by the router when a link is pointed at.
    modulePreload: false,
    // Vite's 500 KB warning is not this project's measure: the first screen's JavaScript is held to a gzip
    // budget by `pnpm bench:console`, and the in-browser mock (about 900 KB) loads in preview mode only. The
    // warning stays for a chunk past 1 MB.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is needed before anything renders: one chunk ('app') rather
        // than the two dozen the default split makes of it (fewer requests, and it compresses better as one).
        // The landing page's code makes one more ('landing'). The rest is split as the router splits the pages
        // (each route's chunk) and as code is imported on first use (dialogs, menus, the terminal).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { ...landingChunkGroup(routesPath, LANDING_PATH), priority: 1 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 4000, proxy: platformProxy(apiOrigin), headers: DEV_SECURITY_HEADERS },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    proxy: platformProxy(apiOrigin),
    headers: securityHeaders(!apiOrigin),
  },
});
