import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const THEMES_FILE = /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]/;
const BARREL_IMPORT = /import\{([^}]*)\}from"(radix-ui(?:\/internal)?)"/g;
/** Radix Themes' files that use the tooltip primitive: the root's shared provider, and the tooltip itself. */
const TOOLTIP_FILES = new Set(['theme.js', 'tooltip.js']);
const TOOLTIP_PER_TRIGGER = 'virtual:radix-themes-tooltip';
const TOOLTIP_PER_TRIGGER_SOURCE = `import * as Tooltip from '@radix-ui/react-tooltip';
import { createElement } from 'react';
export const Root = (props) => createElement(Tooltip.Provider, { delayDuration: 200 }, createElement(Tooltip.Root, props));
export const { Trigger, Portal, Content, Arrow } = Tooltip;
`;

/** Where each name of the `radix-ui` barrels comes from: a primitive's package, whole or one export of it. */
function readBarrels(radixDir: string) {
  const barrels = new Map<string, Map<string, { from: string; imported?: string }>>();
  for (const [barrel, file] of [
    ['radix-ui', 'dist/index.mjs'],
    ['radix-ui/internal', 'dist/internal.mjs'],
  ] as const) {
    const names = new Map<string, { from: string; imported?: string }>();
    const source = readFileSync(join(radixDir, file), 'utf8');
    for (const [, local, from] of source.matchAll(/import \* as (\w+) from "([^"]+)"/g)) {
      if (local && from) names.set(local, { from });
    }
    for (const [, specifiers, from] of source.matchAll(/import \{([^}]*)\} from "([^"]+)"/g)) {
      for (const specifier of specifiers?.split(',').map((part) => part.trim()) ?? []) {
        const [imported, local = imported] = specifier.split(/\s+as\s+/);
        if (imported && local && from) names.set(local, { from, imported });
      }
    }
    // `Primitive` of the internal barrel is the primitive's export with extra fields set on it there.
    names.delete('Primitive');
    barrels.set(barrel, names);
  }
  return barrels;
}

/**
 * Radix Themes imports its primitives through the `radix-ui` barrels, whose namespace objects tie every
 * primitive the console uses anywhere (menus, selects, dialogs…) to whichever chunk first needs the barrel: the
 * entry. This imports each from its own package instead, so a primitive loads with the code that uses it.
 *
 * It also gives each tooltip its own tooltip provider rather than the one `Theme` puts around the whole app:
 * that one would bring the tooltip, popper and floating-ui code into the entry though no tooltip shows on a
 * first screen. Each tooltip then waits its own delay (spec §3: 250 ms, 300 ms for truncated text), where the
 * shared provider opened the next tooltip at once within 300 ms of the last one closing.
 */
export function radixThemesImports(): Plugin {
  const require = createRequire(import.meta.url);
  const themesDir = dirname(require.resolve('@radix-ui/themes/package.json'));
  const radixDir = dirname(createRequire(join(themesDir, 'package.json')).resolve('radix-ui/package.json'));
  const barrels = readBarrels(radixDir);
  const radixIndex = join(radixDir, 'dist/index.mjs');

  const rewrite = (code: string, id: string) => {
    const file = id.split(/[\\/]/).at(-1) ?? '';
    let tooltipImports = 0;
    const rewritten = code.replace(BARREL_IMPORT, (statement, specifiers: string, barrel: string) => {
      const names = barrels.get(barrel);
      let tooltips = 0;
      const parts = specifiers.split(',').map((specifier) => {
        const [imported = '', local = imported] = specifier.split(' as ');
        if (barrel === 'radix-ui' && imported === 'Tooltip' && TOOLTIP_FILES.has(file)) {
          tooltips++;
          return file === 'theme.js'
            ? `const ${local}={Provider:({children})=>children};`
            : `import*as ${local} from"${TOOLTIP_PER_TRIGGER}";`;
        }
        const source = names?.get(imported);
        if (!source) return undefined;
        return source.imported
          ? `import{${source.imported} as ${local}}from"${source.from}";`
          : `import*as ${local} from"${source.from}";`;
      });
      if (!parts.every(Boolean)) return statement;
      tooltipImports += tooltips;
      return parts.join('');
    });
    // Both tooltip files change together or the build stops: a tooltip without any provider would not render.
    if (TOOLTIP_FILES.has(file) && tooltipImports !== 1) {
      throw new Error(
        `Radix Themes' ${file} no longer imports Tooltip as expected: update ${import.meta.url}`,
      );
    }
    return rewritten;
  };

  return {
    name: 'rack-console-radix-themes-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!THEMES_FILE.test(id) || !code.includes('from"radix-ui')) return;
      return { code: rewrite(code, id), map: null };
    },
    resolveId(source, importer) {
      if (source === TOOLTIP_PER_TRIGGER) return `\0${TOOLTIP_PER_TRIGGER}`;
      // The primitives are dependencies of `radix-ui`, found from there.
      const fromThemes = importer && (THEMES_FILE.test(importer) || importer === `\0${TOOLTIP_PER_TRIGGER}`);
      if (fromThemes && (source.startsWith('@radix-ui/react-') || source === '@radix-ui/primitive')) {
        return this.resolve(source, radixIndex, { skipSelf: true });
      }
    },
    load(id) {
      if (id === `\0${TOOLTIP_PER_TRIGGER}`) return TOOLTIP_PER_TRIGGER_SOURCE;
    },
  };
}
