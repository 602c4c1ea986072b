// Failures met against a real HTTP backend (the Node mock behind the console's proxy), where Playwright can
// route the platform's calls: a session ending mid-page, and an error screen's 'Try again'.
import type { Route } from '@playwright/test';
import { expect, signIn, submitLocalLogin, test } from './fixtures';

test('a session ended with several calls in flight takes exactly one sign-in back to the page', async ({
  page,
  context,
}) => {
  await signIn(page, 'hannah');
  await page.goto('/projects/mock-project/instances');
  await expect(page.getByRole('table', { name: 'Instances' })).toContainText('db1');

  // The session ends (as when it expires) while the next page asks for several things at once: the platform's
  // answers are held until two calls are in flight, then all refused together; later calls are refused at once.
  await context.clearCookies();
  const held: Route[] = [];
  let releasing = false;
  const refuse = (route: Route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({
        error_code: 'Unauthorized',
        message: 'credentials missing or invalid',
        request_id: 'e2e',
      }),
    });
  await page.route(
    (url) => url.pathname.startsWith('/v1/'),
    (route) => (releasing ? refuse(route) : held.push(route)),
  );
  await page.getByRole('link', { name: 'db1', exact: true }).click();
  await expect.poll(() => held.length).toBeGreaterThan(1);
  releasing = true;
  await Promise.all(held.splice(0).map(refuse));

  await expect(page).toHaveURL(/\/login\?redirect_uri=/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const returnTo = new URL(page.url()).searchParams.get('redirect_uri') ?? '';
  expect(returnTo).toMatch(/^\/projects\/mock-project\/instances\/db1/);
  expect(returnTo).not.toContain('login');

  await page.getByRole('button', { name: 'Continue' }).click();
  await submitLocalLogin(page, 'hannah');
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances\/db1\/storage$/);
  await expect(page.getByRole('heading', { name: 'db1', level: 1 })).toBeVisible();
});

test("an error screen recovers with 'Try again', without reloading the page", async ({ page }) => {
  await signIn(page, 'hannah');
  const projectList = (url: URL) => url.pathname === '/v1/projects';
  await page.route(projectList, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error_code: 'ServiceUnavailable',
        message: 'Service unavailable',
        request_id: 'e2e',
      }),
    }),
  );
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
  // Inside the app frame, themed.
  await expect(page.getByRole('button', { name: /User menu/ })).toContainText('Hannah Arendt');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.unroute(projectList);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Projects' })).toContainText('mock-project');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test("'Try again' on a page that still fails shows the error screen again", async ({ page }) => {
  await signIn(page, 'hannah');
  let calls = 0;
  await page.route(
    (url) => url.pathname === '/v1/projects',
    (route) => {
      calls += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error_code: 'Internal', message: 'Internal error', request_id: 'e2e' }),
      });
    },
  );
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
  const before = calls;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => calls).toBeGreaterThan(before);
  await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
});
