// Fixtures of the remote project: each worker gets its own mock platform and console (so tests in parallel
// never see each other's changes), each test its own `rackctl` config home.
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test as base } from '../tests/support';
import { type RunningProcess, startProcess } from './processes';
import { CLI_BIN, type RemoteStack, startRemoteStack } from './stack';

/** Every seeded local user's password (packages/mock-server README). */
export const PASSWORD = 'rack-console';

/** The seeded projects every user of maze-war can see. */
export const SEEDED_PROJECTS = ['mock-project', 'other-project', 'empty-project'];

interface TestFixtures {
  /** Starts the built `rackctl` with a config home of this test's own; still running ones end with the test. */
  rackctl: (args: string[]) => RunningProcess;
}

interface WorkerFixtures {
  platform: RemoteStack;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  platform: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const stack = await startRemoteStack();
      try {
        await use(stack);
      } finally {
        await stack.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ platform }, use) => use(platform.consoleUrl),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  rackctl: async ({}, use, testInfo) => {
    const configHome = testInfo.outputPath('rackctl-home');
    mkdirSync(configHome, { recursive: true });
    const started: RunningProcess[] = [];
    await use((args) => {
      const run = startProcess(process.execPath, [CLI_BIN, ...args], {
        cwd: configHome,
        // Nothing of the caller's environment (RACK_HOST, RACK_TOKEN, a real ~/.config) reaches the CLI.
        env: { PATH: process.env.PATH, HOME: configHome, XDG_CONFIG_HOME: configHome, NO_COLOR: '1' },
      });
      started.push(run);
      return run;
    });
    await Promise.all(started.map((run) => run.stop()));
  },
});

export { expect };

/** Fills the local login form of the page the browser is on and submits it. */
export async function submitLocalLogin(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in to maze-war with a local user's password, landing on the projects list. */
export async function signIn(page: Page, username: string) {
  await page.goto('/login/maze-war/local');
  await submitLocalLogin(page, username);
  await expect(page).toHaveURL('/projects');
}
