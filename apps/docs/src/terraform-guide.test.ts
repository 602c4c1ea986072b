import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The Terraform guide's mapping from console screens to provider resources, checked against the console's code:
// every place that offers 'Export as Terraform' (a page's button, a list's row action) or a Terraform tab (a
// create form's 'CLI Command' dialog) is a row of the mapping, and every row is such a place.

const CONSOLE_SRC = fileURLToPath(new URL('../../console/src/', import.meta.url));
const SDK_TERRAFORM = fileURLToPath(new URL('../../../packages/sdk/src/terraform/', import.meta.url));
const guide = readFileSync(new URL('../content/guides/terraform.md', import.meta.url), 'utf8');

const EXPORT = 'Export as Terraform';
const TAB = 'Terraform tab';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * What a component offers itself: the export dialog (a page's button, a row action: it uses the dialog's hook), or
 * a form's Terraform (it gives a form its own `toTerraform`, not one it was handed as a prop of the same name).
 */
function offersOf(source: string): string[] {
  return [
    ...(/=\s*useTerraformExport\(\)/.test(source) ? [EXPORT] : []),
    ...(/\btoTerraform=\{(?!toTerraform\})|\bconst toTerraform = /.test(source) ? [TAB] : []),
  ];
}

/** A module's top-level declarations (components, hooks, routes), each with its own text. */
function declarationsOf(file: string): { name: string; text: string }[] {
  const source = readFileSync(file, 'utf8');
  const route = /createFileRoute\(\s*'([^']+)'/.exec(source)?.[1];
  // A route file is one node, named by its route id: what it renders is its page.
  if (route && !file.includes('/-components/')) return [{ name: `route:${route}`, text: source }];
  return source.split(/^(?=(?:export )?(?:function|const) [A-Za-z])/m).flatMap((text) => {
    const name = /^(?:export )?(?:function|const) ([A-Za-z]\w*)/.exec(text)?.[1];
    return name ? [{ name, text }] : [];
  });
}

/**
 * The console path of a route id, without pathless segments (`_app`) and optional parameters (`{-$rule}`). A
 * tabbed layout (`_tabs`) is its resource's page; a list's layout (`_disks-list`) shows on its shortest child's
 * path (`disks`, under `disks-new`).
 */
function pathOf(routeId: string, routeIds: readonly string[]): string {
  const plain = (id: string) =>
    `/${id
      .split('/')
      .filter((segment) => segment !== '' && !segment.startsWith('_') && !segment.startsWith('{-'))
      .map((segment) => (segment.startsWith('$') ? `{${segment.slice(1)}}` : segment))
      .join('/')}`;
  const last = routeId.split('/').filter(Boolean).at(-1) ?? '';
  if (!last.startsWith('_') || last === '_tabs') return plain(routeId);
  const children = routeIds.filter((id) => id.startsWith(`${routeId}/`)).map(plain);
  return children.sort((a, b) => a.length - b.length)[0] ?? plain(routeId);
}

/**
 * Every place of the console that offers Terraform, as `path: offer`: the components that offer it themselves,
 * followed through the components and routes that render them (`<Component`, `component: Component`) to the
 * routes, whose paths are the console's screens.
 */
function consoleOffers(): Set<string> {
  const declarations = sourceFiles(CONSOLE_SRC).flatMap(declarationsOf);
  const offers = new Map(declarations.map((d) => [d, new Set(offersOf(d.text))]));
  const pending = declarations.filter((d) => offers.get(d)?.size);
  while (pending.length > 0) {
    const offering = pending.pop() as (typeof declarations)[number];
    const renders = new RegExp(`<${offering.name}\\b|component: ${offering.name}\\b`);
    for (const declaration of declarations) {
      if (declaration === offering || !renders.test(declaration.text)) continue;
      const own = offers.get(declaration) as Set<string>;
      const before = own.size;
      for (const offer of offers.get(offering) ?? []) own.add(offer);
      if (own.size > before) pending.push(declaration);
    }
  }
  const routeIds = declarations.filter((d) => d.name.startsWith('route:')).map((d) => d.name.slice(6));
  return new Set(
    declarations
      .filter((d) => d.name.startsWith('route:'))
      .flatMap((d) =>
        [...(offers.get(d) ?? [])].map((offer) => `${pathOf(d.name.slice(6), routeIds)}: ${offer}`),
      ),
  );
}

/** The mapping's rows: the console path of each (in backticks) with the offers its row names. */
function documentedOffers(): { offers: Set<string>; rows: string[] } {
  const section = guide
    .split(/^## /m)
    .find((part) => part.startsWith('Console screens and provider resources'));
  const rows = (section ?? '').split('\n').filter((line) => /^\| .*`\//.test(line));
  const offers = new Set<string>();
  for (const row of rows) {
    const [screen = '', offered = ''] = row.split('|').slice(1);
    for (const [, path] of screen.matchAll(/`(\/[^`]*)`/g)) {
      for (const offer of [EXPORT, TAB]) if (offered.includes(offer)) offers.add(`${path}: ${offer}`);
    }
  }
  return { offers, rows };
}

describe('the Terraform guide', () => {
  it("maps every console screen that offers Terraform, as the console's code offers it", () => {
    const inCode = consoleOffers();
    // Pages, row actions and create forms: far fewer means the scan found nothing.
    expect(inCode.size).toBeGreaterThanOrEqual(25);
    expect([...documentedOffers().offers].sort()).toEqual([...inCode].sort());
  });

  it('names only provider resources and data sources that the generator writes', () => {
    const written = new Set(
      sourceFiles(SDK_TERRAFORM)
        .filter((file) => !file.includes('.fixture.'))
        .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(oxide_[a-z_]+)'/g)].map((m) => m[1])),
    );
    const { rows } = documentedOffers();
    const named = rows.flatMap((row) => [...row.matchAll(/`(?:data\.)?(oxide_[a-z_]+)`/g)].map((m) => m[1]));
    expect(named.length).toBeGreaterThanOrEqual(rows.length);
    expect(named.filter((type) => !written.has(type))).toEqual([]);
  });
});
