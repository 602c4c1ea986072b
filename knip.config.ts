import type { KnipConfig } from 'knip';

// `pnpm check:dead-code`: no unused file, export, type or dependency in any package or app (DESIGN.md: no dead
// code). Entries are globs, so new routes, benches, scripts and specs count without editing this file; the
// packages' public entry points come from their package.json `exports` and `bin`, so what they export is API
// rather than dead code even where only tests call it. An export used in its own file is not reported.
const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
      project: ['scripts/**/*.mjs', '*.ts'],
    },
    'packages/sdk': {
      entry: ['scripts/*.{ts,mjs}'],
      project: ['src/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    },
    'packages/validators': {
      project: ['src/**/*.ts'],
    },
    'packages/mock-server': {
      entry: ['bench/*.ts'],
      project: ['src/**/*.ts', 'bench/**/*.ts'],
      // durability.test.ts runs the bin under a file-size limit (util-linux prlimit) to fill its "disk".
      ignoreBinaries: ['prlimit'],
    },
    'packages/cli': {
      entry: ['bench/*.ts', 'scripts/*.ts'],
      project: ['src/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
      // bin.test.ts runs the fish shell when the machine has it.
      ignoreBinaries: ['fish'],
    },
    'apps/console': {
      // Route files are entries; the modules in their `-components/` folders are not (the router skips
      // `-` prefixed paths), so an unused export there is reported like anywhere else.
      entry: ['src/routes/**/*.{ts,tsx}', '!src/routes/**/-components/**', 'bench/*.ts', 'bundling/*.ts'],
      project: ['src/**/*.{ts,tsx}', 'bundling/**/*.ts', 'bench/**/*.ts'],
      // jsdom is the environment the root vitest.config.ts gives the console's tests; msw's service worker
      // file is resolved from the mock server's own msw (vite.config.ts), so the two always match; svgr loads
      // its JSX plugin by the name unplugin-icons gives it (bundling/radixIcons.ts).
      ignoreDependencies: ['jsdom', 'msw', '@svgr/plugin-jsx'],
    },
    'apps/docs': {
      project: ['src/**/*.ts'],
      // The code samples in content/*.md import the validators, and the SDK's serial console sample ws (Node 20
      // has no global WebSocket); samples.test.ts runs them.
      ignoreDependencies: ['@rackconsole/validators', 'ws', '@types/ws'],
    },
    e2e: {
      entry: ['tests/**/*.spec.ts', 'remote/**/*.{spec,setup}.ts'],
      project: ['**/*.ts'],
    },
  },
};

export default config;
