import { expect, type Page, test } from '@playwright/test';
import { submitLocalLogin } from './fixtures';
import { type RemoteStack, startRemoteStack } from './stack';

// React reports a misuse of use() only in its development build: these pages run on the console's development
// server, against a platform slower (every answer 1.2 s) than the router's delay before it renders
// a pending component (one second). The authenticated frame's loading skeleton, loaded lazily, suspended on
// use() and rendered without it once its chunk was in, which React logs as "called use() to suspend in a
// previous render but did not call use() when it finished".

const SLOW_PLATFORM = '1200';

/** The routes that logged it, reached one after the other by client-side navigation. */
const ROUTES = [
  '/images',
  '/projects/mock-project/vpcs/mock-vpc/subnets-new',
  '/projects/mock-project/vpcs/mock-vpc/routers/mock-custom-router/routes/to-gateway/edit',
  '/projects/mock-project/floating-ips-new',
  '/system/silos/myriad/idps/saml/okta',
  '/system/silos/maze-war/quotas',
  '/projects',
];

const MISUSED_USE = /called use\(\) to suspend/;

let stack: RemoteStack;
test.beforeAll(async () => {
  stack = await startRemoteStack({ dev: true, latency: SLOW_PLATFORM });
});
test.afterAll(async () => {
  await stack?.close();
});

/** Navigates without reloading the document, as a link inside the console does. */
async function goClientSide(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('no route misuses React use() while a slow platform keeps its loads pending', async ({ page }) => {
  // The development server compiles each module on its first request, on a busy machine.
  test.setTimeout(300_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (MISUSED_USE.test(message.text())) warnings.push(`${page.url()}: ${message.text().split('\n')[0]}`);
  });
  // Signed in, the console lands on /projects; from there each route is reached as a link reaches it.
  await page.goto(`${stack.consoleUrl}/login/maze-war/local`, { timeout: 120_000 });
  await submitLocalLogin(page, 'hannah');
  await expect(page).toHaveURL(`${stack.consoleUrl}/projects`, { timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible({ timeout: 60_000 });
  for (const route of ROUTES) {
    await goClientSide(page, route);
    await expect(page).toHaveURL(`${stack.consoleUrl}${route}`);
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0, { timeout: 60_000 });
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible({ timeout: 60_000 });
  }
  expect(warnings).toEqual([]);
});
