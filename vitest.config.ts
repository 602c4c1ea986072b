import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { radixIcons } from './apps/console/bundling/radixIcons.ts';
import { consoleSourceAlias } from './apps/console/bundling/sourceAlias.ts';

// Unit tests read package sources directly through the `@rackconsole/source` export condition,
// so nothing needs building first.
const conditions = ['@rackconsole/source'];
const consoleRoot = fileURLToPath(new URL('./apps/console', import.meta.url));

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'packages',
          include: ['packages/*/{src,scripts}/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        // The build's compile-time flag; components under test run as in remote (non-preview) mode.
        define: { __PREVIEW_MODE__: 'false' },
        resolve: { alias: consoleSourceAlias },
        // The icons are modules the build makes (`~icons/radix-icons/…`): the tests make them the same way. Such a
        // module has no file, so what it imports (react) resolves from the root: the console's folder, as in vite.
        plugins: [radixIcons()],
        root: consoleRoot,
        test: {
          name: 'console',
          include: ['{src,bundling}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [`${consoleRoot}/src/test/setup.ts`],
        },
      },
      {
        extends: true,
        // The repository scripts' own rules (check:imports), each proven on a workspace written to a temp folder.
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        extends: true,
        // The docs tests build the whole site and type-check its samples: slower than a unit test.
        test: {
          name: 'docs',
          include: ['apps/docs/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
        },
      },
    ],
  },
});
