import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = 'virtual:radix-icon/';
/** What every icon needs: React's element functions and the package's props helper, in one shared module. */
const SHARED = `${VIRTUAL_PREFIX}shared`;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@radix-ui\/react-icons['"];?/g;
/** Each icon of the package's single ES module: `var _excluded… = ["color"];` then `var <Name>Icon = …});`. */
const ICON_BLOCK =
  /var (_excluded(?:\$\w+)?) = \["color"\];\nvar (\w+) = \/\*#__PURE__\*\/forwardRef\([\s\S]*?\n\}\);\n/g;

/**
 * `@radix-ui/react-icons` ships every icon in one module, and a bundler places a module in one chunk: every
 * icon the console uses anywhere would load with the first screen. This gives each icon its own module, so
 * an icon loads with the code that draws it. Icons it cannot find keep the package import.
 * `usedBy(pattern)` gives a test of whether a module is an icon (or the icons' shared part) that a module
 * matching `pattern` imports, for a chunk group to take the icons along with those modules.
 */
export function radixIconModules(): Plugin & { usedBy: (pattern: RegExp) => (id: string) => boolean } {
  const importers = new Map<string, Set<string>>();
  let icons: { header: string; blocks: Map<string, string> } | undefined;
  const readIcons = () => {
    if (icons) return icons;
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve('@radix-ui/react-icons/dist/react-icons.esm.js'), 'utf8');
    const first = source.indexOf('var _excluded');
    const blocks = new Map<string, string>();
    for (const [block, , name] of source.matchAll(ICON_BLOCK)) if (name) blocks.set(name, block);
    icons = { header: source.slice(0, first), blocks };
    return icons;
  };

  const usedBy = (pattern: RegExp) => (id: string) => {
    if (id === `\0${SHARED}`)
      return [...importers.values()].some((ids) => [...ids].some((i) => pattern.test(i)));
    return [...(importers.get(id) ?? [])].some((importer) => pattern.test(importer));
  };

  return {
    usedBy,
    name: 'rack-console-radix-icon-modules',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('@radix-ui/react-icons')) return;
      const { blocks } = readIcons();
      const rewritten = code.replace(ICON_IMPORT, (statement, specifiers: string) => {
        const names = specifiers
          .split(',')
          .map((specifier) => specifier.trim())
          .filter(Boolean);
        const imported = (specifier: string) => specifier.split(/\s+as\s+/)[0] ?? specifier;
        if (!names.every((specifier) => blocks.has(imported(specifier)))) return statement;
        for (const specifier of names) {
          const icon = `\0${VIRTUAL_PREFIX}${imported(specifier)}`;
          importers.set(icon, (importers.get(icon) ?? new Set()).add(id));
        }
        // On as many lines as the statement had, so the source map of the rest of the file still holds.
        const lineBreaks = '\n'.repeat(statement.split('\n').length - 1);
        return `${names
          .map((specifier) => `import { ${specifier} } from '${VIRTUAL_PREFIX}${imported(specifier)}';`)
          .join(' ')}${lineBreaks}`;
      });
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
    resolveId(source) {
      if (source.startsWith(VIRTUAL_PREFIX)) return `\0${source}`;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return;
      const name = id.slice(VIRTUAL_PREFIX.length + 1);
      const { header, blocks } = readIcons();
      if (`${VIRTUAL_PREFIX}${name}` === SHARED) {
        return `${header}export { forwardRef, createElement, _objectWithoutPropertiesLoose };\n`;
      }
      const imports = `import { forwardRef, createElement, _objectWithoutPropertiesLoose } from '${SHARED}';\n`;
      return `${imports}${blocks.get(name)}export { ${name} };\n`;
    },
  };
}
