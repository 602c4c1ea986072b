import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/** `E2E_PORT` lets two suites run side by side on one machine. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * `E2E_BASE_URL` points the preview project at a console that is already running (for instance the dev
 * server in remote mode, proxying to the Node mock server); without it the suite builds the console in
 * preview mode with mock latency 0 (`--mode e2e` reads apps/console/.env.e2e) and serves that build. The
 * remote project always starts its own servers.
 */
const externalBaseUrl = process.env.E2E_BASE_URL;
// One build directory per port, so suites running side by side never rebuild each other's files.
const outDir = `dist-e2e/${PORT}`;

export default defineConfig({
  testDir: './tests',
  projects: [
    // The console in preview mode, on the in-browser mock (the webServer below).
    { name: 'preview' },
    // The console in remote mode against the Node mock server through its proxy, and `rackctl` logging in
    // through it; each worker starts its own pair of servers (e2e/remote/fixtures.ts).
    {
      name: 'remote-setup',
      testDir: './remote',
      testMatch: /remote\.setup\.ts$/,
      // Builds the console, and `rackctl` when its dist is missing or stale (a minute on a busy machine).
      timeout: 300_000,
    },
    // Each test signs in through the login page, on a machine that may be busy with the preview project.
    { name: 'remote', testDir: './remote', dependencies: ['remote-setup'], timeout: 60_000 },
  ],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        // Built here rather than by a separate step, so every run tests the current sources; run from the
        // console package so this works under `pnpm test:e2e` and a bare `playwright test` alike. Vite from the
        // package's own bin rather than through npx, which under pnpm warns about pnpm's settings it cannot read.
        command: `node_modules/.bin/vite build --mode e2e --outDir ${outDir} --logLevel warn && node_modules/.bin/vite preview --outDir ${outDir} --host 127.0.0.1 --port ${PORT} --strictPort`,
        cwd: fileURLToPath(new URL('../apps/console', import.meta.url)),
        url: `http://127.0.0.1:${PORT}`,
        reuseExistingServer: false,
        timeout: 180_000,
      },
});
