import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { radixIcons } from './apps/console/bundling/radixIcons.ts';
import { consoleSourceAlias } from './apps/console/bundling/sourceAlias.ts';

// Unit tests read package sources directly through the `@rackconsole/source` export condition,
// so nothing needs building first.
const conditions = ['@rackconsole/source'];
const consoleRoot = fileURLToPath(new URL('./apps/console', import.meta.url));

// The console's tests in two projects, by file name: `*.test.tsx` and `*.dom.test.ts` run in jsdom with Testing
// Library set up; every other `*.test.ts` is logic and runs in Node, where setting up jsdom (about a second a file
// on a busy machine) is saved. A DOM test left in Node fails loudly: `document is not defined`.
const consoleProject = {
  extends: true as const,
  // The build's compile-time flag; components under test run as in remote (non-preview) mode.
  define: { __PREVIEW_MODE__: 'false' },
  resolve: { alias: consoleSourceAlias },
  // The icons are modules the build makes (`~icons/radix-icons/…`): the tests make them the same way. Such a
  // module has no file, so what it imports (react) resolves from the root: the console's folder, as in vite.
  plugins: [radixIcons()],
  root: consoleRoot,
};

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    // A timeout catches a hang, not a slow machine: a test that takes 3 s on a quiet laptop takes 10 s beside
    // other work on two cores, so the limits are far above any test's quiet time (Vitest's are 5 s and 10 s).
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest's default is a worker per core but one; on two cores two workers finish sooner (the console's tests
    // 98 s → 81 s on a quiet machine), as the timeouts above allow for the sharing.
    maxWorkers: 2,
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
        ...consoleProject,
        test: {
          name: 'console-node',
          include: ['{src,bundling}/**/*.test.ts'],
          exclude: ['**/*.dom.test.ts'],
          environment: 'node',
          // Pure logic with no module mocks (none of these files calls vi.mock/spyOn): the files share one module
          // graph per worker instead of importing it afresh each (22 s → 11 s for this project, quiet machine).
          // A mock or a module state left behind would reach the next file: such a test goes in console-dom.
          isolate: false,
        },
      },
      {
        ...consoleProject,
        test: {
          name: 'console-dom',
          include: ['{src,bundling}/**/*.{test.tsx,dom.test.ts}'],
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
