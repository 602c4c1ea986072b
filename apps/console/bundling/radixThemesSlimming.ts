import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss from 'postcss';
import { type Plugin, parseAst } from 'vite';

/**
 * The two size optimisations the console keeps on top of Radix Themes' public entry points, in one place. Each
 * checks that the library still looks as it expects and, when it does not, warns and leaves the library as it
 * is (the plain fallback: everything still works, only heavier, and `pnpm bench:console` reports the budget);
 * radixThemesSlimming.test.ts fails loudly on the installed version in that case.
 *
 * 1. Stylesheets (≈ 26 KB gzip of the 62 KB the public layers weigh): the console uses no responsive props
 *    (`{ initial, sm, … }`, checked by the test), so the rules Radix Themes writes for each breakpoint go; so do
 *    the rules of the components the console never imports (`UNUSED_COMPONENTS`).
 * 2. Tooltips (≈ 15 KB gzip of JavaScript off the first screen): `Theme` puts one tooltip provider around the
 *    whole app, which brings the tooltip, popper and floating-ui code into the entry chunk though no tooltip
 *    shows on a first screen. Theme gets a provider that only renders its children; the console's `Tooltip`
 *    brings its own provider (components/Tooltip.tsx), so each tooltip waits its own delay (spec §3).
 */

/** Radix Themes' breakpoints (xs 520px … xl 1640px): the class prefix its responsive props write. */
const BREAKPOINT_CLASS = /\.(xs|sm|md|lg|xl)\\:/;

/**
 * Radix Themes components the console does not use, by export name; their class names start `rt-<Name>`.
 * Start using one and the test says to take it off this list.
 */
export const UNUSED_COMPONENTS = [
  'Avatar',
  'Blockquote',
  'CheckboxCards',
  'Container',
  'ContextMenu',
  'Em',
  'HoverCard',
  'Inset',
  'Kbd',
  'Popover',
  'Quote',
  'RadioCards',
  'Section',
  'Slider',
  'Strong',
  'TabNav',
  'ThemePanel',
] as const;

const componentClass = (name: string) => new RegExp(`\\.rt-${name}(?![a-z])`);

/** The public stylesheets this prunes, by file name under `@radix-ui/themes/`. */
const PRUNED_STYLESHEETS = ['components.css', 'utilities.css'];

/**
 * Removes the breakpoint rules (and, from components.css, the unused components' rules) from one of Radix
 * Themes' public stylesheets. `problems` says what no longer matches the library; the caller then keeps the
 * stylesheet whole.
 */
export function pruneStylesheet(css: string, file: string) {
  const problems: string[] = [];
  const root = postcss.parse(css);
  let breakpointBlocks = 0;
  root.walkAtRules('media', (media) => {
    if (!/min-width/.test(media.params)) return;
    let responsiveOnly = true;
    media.walkRules((rule) => {
      if (!rule.selectors.every((selector) => BREAKPOINT_CLASS.test(selector))) responsiveOnly = false;
    });
    if (!responsiveOnly) return;
    media.remove();
    breakpointBlocks++;
  });
  if (breakpointBlocks === 0) problems.push(`${file}: no breakpoint rules (\`.sm\\:…\` in @media) found`);

  if (file === 'components.css') {
    for (const name of UNUSED_COMPONENTS) {
      const pattern = componentClass(name);
      let matched = 0;
      root.walkRules((rule) => {
        const kept = rule.selectors.filter((selector) => !pattern.test(selector));
        if (kept.length === rule.selectors.length) return;
        matched++;
        if (kept.length === 0) rule.remove();
        else rule.selectors = kept;
      });
      if (matched === 0) problems.push(`components.css: no rule names .rt-${name}`);
    }
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) atRule.remove();
    });
  }
  return { css: root.toString(), problems };
}

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Calls `visit` on every node of an ESTree tree with its parent. */
function walk(node: Node, visit: (node: Node, parent: Node | undefined) => void, parent?: Node) {
  visit(node, parent);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) walk(child, visit, node);
  }
}

/**
 * Whether a module (Radix Themes' theme.js) imports `Tooltip` from `radix-ui` and uses nothing of it but
 * `Tooltip.Provider`: only then can a provider that renders its children stand for it.
 */
export function usesOnlyTooltipProvider(code: string) {
  const program = parseAst(code) as unknown as Node;
  let local: string | undefined;
  walk(program, (node) => {
    if (node.type !== 'ImportDeclaration' || (node.source as { value: string }).value !== 'radix-ui') return;
    for (const specifier of node.specifiers as Node[]) {
      const imported = specifier.imported as { name?: string } | undefined;
      if (imported?.name === 'Tooltip') local = (specifier.local as { name: string }).name;
    }
  });
  if (!local) return false;
  let providerUses = 0;
  let otherUses = 0;
  walk(program, (node, parent) => {
    if (node.type !== 'Identifier' || node.name !== local || parent?.type === 'ImportSpecifier') return;
    const property = parent?.property as { name?: string } | undefined;
    if (parent?.type === 'MemberExpression' && parent.object === node && property?.name === 'Provider') {
      providerUses++;
    } else {
      otherUses++;
    }
  });
  return providerUses > 0 && otherUses === 0;
}

const THEME_MODULE = /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/;
const THEME_RADIX = '\0rack-console:radix-ui-for-theme';
const THEME_RADIX_SOURCE = `export * from 'radix-ui';
export const Tooltip = { Provider: ({ children }) => children };
`;

export function radixThemesSlimming(): Plugin {
  const require = createRequire(import.meta.url);
  const themesDir = dirname(require.resolve('@radix-ui/themes/package.json'));
  const stylesheets = new Map(PRUNED_STYLESHEETS.map((file) => [join(themesDir, file), file]));
  let themeModule: string | undefined;

  return {
    name: 'rack-console-radix-themes-slimming',
    enforce: 'pre',
    transform(code, id) {
      const file = stylesheets.get(id.split('?')[0] ?? id);
      if (!file) return;
      const pruned = pruneStylesheet(code, file);
      if (pruned.problems.length > 0) {
        this.warn(`Radix Themes' ${file} kept whole: ${pruned.problems.join('; ')}`);
        return;
      }
      return { code: pruned.css, map: null };
    },
    async resolveId(source, importer) {
      if (source !== 'radix-ui' || !importer) return;
      if (importer === THEME_RADIX && themeModule) {
        return this.resolve(source, themeModule, { skipSelf: true });
      }
      if (!THEME_MODULE.test(importer)) return;
      if (!usesOnlyTooltipProvider(readFileSync(importer, 'utf8'))) {
        this.warn(`Radix Themes' theme.js uses more of Tooltip than its provider: its tooltip code stays`);
        return;
      }
      themeModule = importer;
      return THEME_RADIX;
    },
    load(id) {
      if (id === THEME_RADIX) return THEME_RADIX_SOURCE;
    },
  };
}
