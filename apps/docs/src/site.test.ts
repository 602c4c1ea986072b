import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { buildProgram } from '@rackconsole/cli';
import { chromiumLaunchOptions } from '@rackconsole/e2e/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations, loadOpenApi } from './api/openapi';
import { areaFolder } from './api/pages';
import { cliCommands, commandPage } from './cli-reference';
import { generate } from './generate';
import { type DocsServer, startDocsServer } from './server';

const DOCS_DIR = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'rack-docs-'));
let server: DocsServer;
let browser: Browser;

beforeAll(async () => {
  generate();
  const started = performance.now();
  // The package's bin, as `pnpm --filter docs build` runs it (VitePress exports no path to it).
  const build = spawnSync(join(DOCS_DIR, 'node_modules/.bin/vitepress'), ['build', '--outDir', outDir], {
    cwd: DOCS_DIR,
    encoding: 'utf8',
    timeout: 480_000,
  });
  console.log(`vitepress build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (build.status !== 0) throw new Error(`vitepress build failed:\n${build.stdout}\n${build.stderr}`);
  // A warning in the build log is a question a new user would ask; the build must print none.
  expect(`${build.stdout}${build.stderr}`).not.toMatch(/warn|\(!\)/i);
  server = await startDocsServer(outDir);
  browser = await chromium.launch(chromiumLaunchOptions);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

const built = (path: string) => readFileSync(join(outDir, path), 'utf8');
/** A built page's text without its markup (highlighted code is split into spans). */
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, ''));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const ids = new Map<string, Set<string>>();
/** The element ids of a built file, read once. */
function idsOf(file: string): Set<string> {
  let found = ids.get(file);
  if (!found) {
    found = new Set(
      [...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] as string),
    );
    ids.set(file, found);
  }
  return found;
}

const decode = (value: string) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<');

/** Checks one href or src of `file`; returns a problem or undefined. */
function problemWith(file: string, link: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) {
    try {
      new URL(link);
      return undefined;
    } catch {
      return 'malformed URL';
    }
  }
  if (link.startsWith('/')) return 'root-relative link (the site must work from any folder and from disk)';
  const [path = '', fragment] = link.split('#');
  const target = path === '' ? file : resolve(dirname(file), path);
  if (!target.startsWith(outDir)) return 'points outside the site';
  if (!existsSync(target) || !target.match(/\.[a-z0-9]+$/)) return `missing file ${relative(outDir, target)}`;
  if (fragment && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(fragment))) {
    return `missing anchor #${fragment} in ${relative(outDir, target)}`;
  }
  return undefined;
}

describe('the built docs site', () => {
  it('links every internal href and src to a file and anchor, relatively', () => {
    const problems: string[] = [];
    let internal = 0;
    for (const file of htmlFiles(outDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\s(?:href|src)="([^"]*)"/g)) {
        const link = decode(match[1] as string);
        if (!/^[a-z][a-z0-9+.-]*:/i.test(link)) internal += 1;
        const problem = link === '' ? 'empty link' : problemWith(file, link);
        if (problem) problems.push(`${relative(outDir, file)}: ${link} (${problem})`);
      }
    }
    expect(problems).toEqual([]);
    // Navigation alone gives every page dozens of internal links; far fewer means the scan found nothing.
    expect(internal).toBeGreaterThan(10_000);
    expect(problemWith(join(outDir, 'index.html'), 'sdk.html#no-such-section')).toMatch(/missing anchor/);
    expect(problemWith(join(outDir, 'index.html'), 'no-such-page.html')).toMatch(/missing file/);
  });

  it('has a guide for every area the console links to', () => {
    const docsLink = readFileSync(
      new URL('../../console/src/components/DocsLink.tsx', import.meta.url),
      'utf8',
    );
    const paths = [...docsLink.matchAll(/path: '([^']+)'/g)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThanOrEqual(23);
    const index = built('guides/index.html');
    for (const path of paths) {
      expect(existsSync(join(outDir, `guides/${path}.html`)), path).toBe(true);
      expect(index, `guides/index.html lists ${path}`).toContain(`href="${path}.html"`);
    }
  });

  it('documents every command of rackctl with its options and arguments, on its top-level command’s page', () => {
    const missing: string[] = [];
    const commands = cliCommands(buildProgram());
    expect(commands.length).toBeGreaterThan(50);
    for (const { id, path, command } of commands) {
      const page = built(commandPage(path).replace(/\.md$/, '.html'));
      if (!page.includes(`id="${id}"`)) missing.push(path.join(' '));
      for (const option of command.options.filter((option) => !option.hidden)) {
        if (!page.includes(option.long ?? option.flags)) missing.push(`${path.join(' ')} ${option.flags}`);
      }
    }
    expect(missing).toEqual([]);
    expect(textOf(built('cli/instance.html'))).toContain('rackctl instance start web-1 --project web --wait');
    // The CLI page lists the top-level commands, each linking to its page.
    expect(built('cli.html').includes('href="./cli/instance.html#rackctl-instance"')).toBe(true);
  });

  it('gives every operation a page with its method, path and the call as curl, SDK and rackctl', () => {
    const operations = apiOperations(loadOpenApi());
    expect(operations.length).toBeGreaterThan(250);
    for (const { operation, method, tag } of operations) {
      const html = built(`api/${areaFolder(tag)}/${operation.operationId}.html`);
      expect(html).toContain(`>${method.toUpperCase()}<`);
      expect(html).toContain('id="examples"');
      expect(textOf(html)).toContain(`curl`);
    }
    const create = textOf(built('api/projects/project_create.html'));
    for (const text of ['api.projectCreate(', 'rackctl project create web', 'RACK_TOKEN', '"web-3"']) {
      expect(create).toContain(text);
    }
  });

  it('carries the mock server README on the mock server page, without its title', () => {
    const html = built('mock-server.html');
    for (const text of ['--chaos &lt;rate&gt;', 'fleet-viewer', 'startMockServer'])
      expect(html).toContain(text);
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it('carries the SDK README on the SDK page, without its title', () => {
    const html = textOf(built('sdk.html'));
    for (const text of ['paginate(', 'waitFor(', 'deviceLogin(', 'serialConsole(', 'projectToTerraform('])
      expect(html).toContain(text);
    expect(built('sdk.html').match(/<h1/g)).toHaveLength(1);
  });
});

/** Answers a raw request path (not normalised by a URL parser) from the docs server. */
function rawGet(url: string, path: string): Promise<number> {
  return new Promise((done, fail) => {
    const { port } = new URL(url);
    request({ host: '127.0.0.1', port, path }, (response) => {
      response.resume();
      done(response.statusCode ?? 0);
    })
      .on('error', fail)
      .end();
  });
}

describe('the docs server', () => {
  it('answers a malformed escape with 404 and keeps serving', async () => {
    expect(await rawGet(server.url, '/%E0%A4%A')).toBe(404);
    expect(await rawGet(server.url, '/guides/%')).toBe(404);
    expect(await rawGet(server.url, '/guides/disks')).toBe(200);
    expect(await rawGet(server.url, '/../../etc/passwd')).toBe(404);
  });
});

/** Opens a page in a context of its own (axe needs one), in a light or dark system theme. */
async function openPage(
  url: string,
  colorScheme: 'light' | 'dark' = 'light',
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ colorScheme, viewport });
  const page = await context.newPage();
  // The browser may already be closing (afterAll): a context that is gone needs no closing.
  page.on('close', () => void context.close().catch(() => undefined));
  await page.goto(url);
  return page;
}

describe('in a browser', () => {
  const PAGES = [
    'index.html',
    'guides/disks.html',
    'cli.html',
    'cli/instance.html',
    'api/projects/project_create.html',
  ];
  for (const scheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violation on home, a guide, the CLI, a command and an operation (${scheme})`, async () => {
      const violations: string[] = [];
      for (const path of PAGES) {
        const page = await openPage(`${server.url}${path}`, scheme);
        await page.waitForSelector('.VPContent');
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          scheme === 'dark',
        );
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          // Only violations are read: skipping the passes' node lists keeps the CLI page (~1000 code blocks) quick.
          .options({ resultTypes: ['violations'] })
          .analyze();
        for (const violation of results.violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical') {
            violations.push(
              `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
            );
          }
        }
        await page.close();
      }
      expect(violations).toEqual([]);
    });
  }

  async function searchAndGo(query: string): Promise<string> {
    const page = await openPage(`${server.url}index.html`);
    await page.getByRole('button', { name: 'Search' }).click();
    const box = page.getByPlaceholder(/search/i);
    await box.fill(query);
    await page.locator('.result').first().waitFor();
    await box.press('Enter');
    await page.waitForURL((url) => !url.pathname.endsWith('/index.html'));
    const landed = page.url();
    await page.close();
    return landed;
  }

  it('finds an operation by its operationId and a CLI command by its words', async () => {
    expect(await searchAndGo('project_create')).toMatch(/\/api\/projects\/project_create\.html/);
    expect(await searchAndGo('rackctl instance start')).toMatch(
      /\/cli\/instance\.html#rackctl-instance-start$/,
    );
  });

  it('finds the SDK helpers, which the SDK page takes from the package README', async () => {
    expect(await searchAndGo('waitFor')).toMatch(/\/sdk\.html#waiting-for-a-state$/);
    expect(await searchAndGo('serialConsole')).toMatch(/\/sdk\.html#the-serial-console$/);
  });

  it('navigates from disk (file://) through relative links', async () => {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(join(outDir, 'guides/disks.html')).href);
    await page.locator('.VPSidebar a', { hasText: 'Getting started' }).first().click();
    await page.waitForURL(/getting-started\.html$/);
    expect(await page.locator('h1').first().textContent()).toContain('Getting started');
    await page.close();
  });

  it('offers the navigation behind a menu button on a phone', async () => {
    const page = await openPage(`${server.url}guides/disks.html`, 'light', { width: 390, height: 844 });
    const sidebar = page.locator('.VPSidebar');
    const inView = async () => ((await sidebar.boundingBox())?.x ?? -1) >= 0;
    // The sidebar waits off-screen beside the content until the menu button opens it.
    expect(await inView()).toBe(false);
    const menu = page.locator('button[aria-controls="VPSidebarNav"]');
    await menu.click();
    await page.waitForFunction(
      () => (document.querySelector('.VPSidebar')?.getBoundingClientRect().x ?? -1) >= 0,
    );
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.VPSidebar a', { hasText: 'Getting started' }).first().click();
    await page.waitForURL(/getting-started\.html$/);
    await page.close();
  });
});
