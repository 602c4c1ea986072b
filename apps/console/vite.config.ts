import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  contentSecurityPolicyMeta,
  DEV_SECURITY_HEADERS,
  securityHeaders,
} from './bundling/contentSecurityPolicy.ts';
import { missingAssets } from './bundling/missingAssets.ts';
import { platformProxy } from './bundling/platformProxy.ts';
import { previewMockPreload } from './bundling/previewMockPreload.ts';
import { isIconModule, radixIcons } from './bundling/radixIcons.ts';
import { radixThemesSlimming } from './bundling/radixThemesSlimming.ts';
import { consoleSourceAlias } from './bundling/sourceAlias.ts';

/**
 * Remote mode: set RACK_API_ORIGIN to a platform API origin (the Node mock server or a real rack) and the dev
 * and preview servers proxy the platform's paths to it, so the console's calls stay same-origin.
 * Without it the console runs in preview mode on the in-browser mock.
 */
const apiOrigin = process.env.RACK_API_ORIGIN;
const basePath = process.env.CONSOLE_BASE_PATH ?? '/';

/**
 * The authenticated frame and the parts every list page is made of (table, toolbar, pagination, header): the
 * first page after signing in needs all of them, so they load as one chunk rather than a dozen small ones.
 */
const SHELL_MODULES =
  /[\\/]src[\\/](layouts[\\/](AppLayout|SideNav|TopBar|NavMenu|navigation)|components[\\/](DataTable|TableToolbar|tableRows|PaginationBar|PageHeader|DocsLink|OptionSelect|lazyPopup|JobsTray|CommandPalette|ActionButton|CreateLink)|stores[\\/]jobs|hooks[\\/](useTableView|usePagination|usePermissions))\.tsx?$/;

/**
 * What the shell's modules import that only the first page needs besides the entry: the Radix Themes parts of
 * a list page (its table scrolls in a scroll area) and the small Radix helpers they share with later pages. In the
 * shell's chunk rather than a dozen small ones; the shell takes no other dependency along (see below).
 */
const SHELL_LIBRARIES =
  /[\\/]node_modules[\\/].*(@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/](components[\\/](table|scroll-area|text-field|separator|box|icon-button|skeleton)(\.props)?\.js|helpers[\\/]|props[\\/])|@radix-ui[\\/](react-scroll-area|react-context|react-presence|react-use-layout-effect|react-use-callback-ref|react-primitive|react-compose-refs|react-direction|number|primitive)[\\/])/;

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
      // definitions, which would otherwise pull every page module into the entry chunk. A pending component is
      // not split: it shows while a load is slow, and a lazy one would suspend on React's use() then render
      // without it once its chunk is in, which React reports as a misuse of use() (e2e/remote/dev-warnings).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    radixIcons(),
    radixThemesSlimming(),
    react(),
    mockServiceWorker(),
    previewMockPreload(basePath),
    contentSecurityPolicyMeta(!apiOrigin),
    missingAssets(basePath),
  ],
  define: { __PREVIEW_MODE__: JSON.stringify(!apiOrigin) },
  resolve: { conditions: ['@rackconsole/source'], alias: consoleSourceAlias },
  build: {
    // No modulepreload dependency map: it weighed 6 KB of the entry, and a page's chunks come from the same origin
    // (the rack, or localhost), where a second round of requests for its shared chunks costs little.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is needed before anything renders: one chunk ('app') rather
        // than the two dozen the default split makes of it (fewer requests, and it compresses better as one).
        // The shell's modules make one more, without what they import: that would take along the code of
        // every Radix primitive reached through the \`radix-ui\` package (menus, selects), which loads on first use.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              // Named by a function for its module info: an icon is a module of its own (bundling/radixIcons.ts)
              // whose id says nothing of who draws it, and the icons the shell's modules import go with them.
              name: (id, chunking) =>
                SHELL_MODULES.test(id) ||
                SHELL_LIBRARIES.test(id) ||
                (isIconModule(id) &&
                  chunking.getModuleInfo(id)?.importers.some((importer) => SHELL_MODULES.test(importer)))
                  ? 'shell'
                  : null,
              debugName: 'shell',
              priority: 1,
              includeDependenciesRecursively: false,
            },
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
