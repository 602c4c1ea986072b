import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as Themes from '@radix-ui/themes';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { pruneStylesheet, UNUSED_COMPONENTS, usesOnlyTooltipProvider } from './radixThemesSlimming';

// These fail when Radix Themes changes under the console's optimisations (the build then falls back to the
// library as it is, heavier) or when the console starts using what they remove.
const require = createRequire(import.meta.url);
const themesDir = dirname(require.resolve('@radix-ui/themes/package.json'));
const sourceDir = join(dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every name the console's sources import from `@radix-ui/themes`, and every responsive prop they pass. */
function consoleUse() {
  const imported = new Set<string>();
  const responsive: string[] = [];
  for (const file of sourceFiles(sourceDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (
        ts.isImportDeclaration(node) &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        node.moduleSpecifier.text === '@radix-ui/themes' &&
        node.importClause?.namedBindings &&
        ts.isNamedImports(node.importClause.namedBindings)
      ) {
        for (const element of node.importClause.namedBindings.elements) {
          imported.add((element.propertyName ?? element.name).text);
        }
      }
      if (
        ts.isJsxAttribute(node) &&
        node.initializer &&
        ts.isJsxExpression(node.initializer) &&
        node.initializer.expression &&
        ts.isObjectLiteralExpression(node.initializer.expression) &&
        node.initializer.expression.properties.some(
          (property) => property.name && /^(initial|xs|sm|md|lg|xl)$/.test(property.name.getText()),
        )
      ) {
        responsive.push(`${file}: ${node.getText()}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { imported, responsive };
}

describe('radixThemesSlimming', () => {
  const components = readFileSync(join(themesDir, 'components.css'), 'utf8');
  const utilities = readFileSync(join(themesDir, 'utilities.css'), 'utf8');

  it('prunes the installed stylesheets as it expects to, keeping the components the console uses', () => {
    const prunedComponents = pruneStylesheet(components, 'components.css');
    const prunedUtilities = pruneStylesheet(utilities, 'utilities.css');
    expect(prunedComponents.problems).toEqual([]);
    expect(prunedUtilities.problems).toEqual([]);
    for (const pruned of [prunedComponents.css, prunedUtilities.css]) {
      expect(pruned).not.toMatch(/\.(xs|sm|md|lg|xl)\\:/);
    }
    expect(prunedComponents.css).not.toContain('.rt-AvatarRoot');
    for (const kept of [
      '.rt-Button',
      '.rt-SelectTrigger',
      '.rt-BaseMenuContent',
      '.rt-TableRoot',
      '.rt-Badge',
    ]) {
      expect(prunedComponents.css).toContain(kept);
    }
    expect(prunedUtilities.css).toContain('.rt-r-p-4');
    expect(prunedComponents.css.length).toBeLessThan(components.length * 0.7);
  });

  it('keeps a stylesheet whole, saying why, when the library no longer looks as expected', () => {
    const pruned = pruneStylesheet('.rt-Button { color: red }', 'components.css');
    expect(pruned.problems).toContain('components.css: no breakpoint rules (`.sm\\:…` in @media) found');
    expect(pruned.problems).toContain('components.css: no rule names .rt-Avatar');
  });

  it('removes only components Radix Themes has and the console does not import', () => {
    const { imported } = consoleUse();
    expect(imported.has('Button')).toBe(true);
    for (const name of UNUSED_COMPONENTS) {
      expect(Themes, `@radix-ui/themes exports ${name}`).toHaveProperty(name);
      expect(imported.has(name), `${name} is used: take it off UNUSED_COMPONENTS`).toBe(false);
    }
  });

  it('finds no responsive prop in the console, whose breakpoint styles are removed', () => {
    expect(consoleUse().responsive).toEqual([]);
  });

  it("stands in for Theme's tooltip provider only while Theme uses nothing else of the tooltip", () => {
    const theme = readFileSync(join(themesDir, 'dist/esm/components/theme.js'), 'utf8');
    expect(usesOnlyTooltipProvider(theme)).toBe(true);
    const provider = 'import{Tooltip as w}from"radix-ui";export const A=(p)=>w.Provider(p);';
    expect(usesOnlyTooltipProvider(provider)).toBe(true);
    expect(usesOnlyTooltipProvider(`${provider}export const B=w.Root;`)).toBe(false);
    expect(usesOnlyTooltipProvider('import{Tooltip as w}from"radix-ui";export const C=w;')).toBe(false);
    expect(usesOnlyTooltipProvider('export const D=1;')).toBe(false);
  });

  it("gives the console's tooltips the provider of the very radix-ui Radix Themes uses", () => {
    const themesRadix = createRequire(join(themesDir, 'package.json')).resolve('radix-ui');
    expect(require.resolve('radix-ui')).toBe(themesRadix);
  });
});
