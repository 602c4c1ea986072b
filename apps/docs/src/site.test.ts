import { readFileSync } from 'node:fs';
import { buildProgram } from '@rackconsole/cli';
import { describe, expect, it } from 'vitest';
import { apiOperations, loadOpenApi, schemaId } from './api-reference';
import { cliCommands } from './cli-reference';
import { esc } from './html';
import { renderSite } from './site';

const files = new Map(renderSite().map((file) => [file.path, file.contents]));
const page = (path: string) => {
  const contents = files.get(path);
  if (contents === undefined) throw new Error(`no page ${path}`);
  return contents;
};
const repoFile = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('the docs site', () => {
  it('has a guide for every area the console links to', () => {
    const docsLink = repoFile('apps/console/src/components/DocsLink.tsx');
    const paths = [...docsLink.matchAll(/path: '([^']+)'/g)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThanOrEqual(23);
    for (const path of paths) expect(files.has(`guides/${path}.html`), `guides/${path}.html`).toBe(true);
  });

  it('documents every command of rackctl with its arguments, options and examples', () => {
    const cli = page('cli.html');
    const commands = cliCommands(buildProgram());
    expect(commands.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const { id, path, command } of commands) {
      if (!cli.includes(`id="${id}"`)) missing.push(path.join(' '));
      for (const option of command.options.filter((option) => !option.hidden)) {
        if (!cli.includes(esc(option.flags))) missing.push(`${path.join(' ')} ${option.flags}`);
      }
      for (const argument of command.registeredArguments) {
        if (!cli.includes(`<code>${argument.name()}`)) missing.push(`${path.join(' ')} <${argument.name()}>`);
      }
    }
    expect(missing).toEqual([]);
    expect(cli).toContain('rackctl instance start web-1 --project web --wait');
  });

  it('renders every operation and schema of openapi.json in the API reference', () => {
    const doc = loadOpenApi();
    const reference = [...files].filter(([path]) => path.startsWith('api/')).map(([, html]) => html);
    const all = reference.join('\n');
    const operations = apiOperations(doc);
    expect(operations.length).toBeGreaterThan(250);
    for (const { operation, method, path } of operations) {
      expect(all).toContain(`id="${operation.operationId}"`);
      expect(all).toContain(`<code>${path}</code>`);
      expect(all).toContain(`method-${method}`);
    }
    for (const name of Object.keys(doc.components.schemas)) {
      expect(page('api/schemas.html')).toContain(`id="${schemaId(name)}"`);
    }
  });

  it('starts with the two commands of README.md', () => {
    const readme = repoFile('README.md');
    const commands =
      /## Two commands[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)?.[1]?.trim().split('\n') ?? [];
    expect(commands.map((line) => line.split('#')[0]?.trim())).toEqual(['npm start', 'npm test']);
    const markdown = readFileSync(new URL('../content/getting-started.md', import.meta.url), 'utf8');
    for (const line of commands) expect(markdown).toContain(line);
  });

  it('carries the mock server README on the mock server page', () => {
    const html = page('mock-server.html');
    for (const text of [
      '--chaos &lt;rate&gt;',
      '--latency',
      'rack-console',
      'fleet-viewer',
      'startMockServer',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('frames every page with the shared layout and navigation', () => {
    const pages = [...files.keys()].filter((path) => path.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(50);
    for (const path of pages) {
      const html = page(path);
      expect(html).toMatch(/^<!doctype html>/);
      expect(html).toContain('<nav class="sidebar" aria-label="Documentation">');
      expect(html).toContain(`aria-current="page"`);
    }
  });
});
