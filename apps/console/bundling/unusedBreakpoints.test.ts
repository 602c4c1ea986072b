import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { removeBreakpointStyles, THEMES_BREAKPOINTS } from './unusedBreakpoints';

const require = createRequire(import.meta.url);
const sourceDir = join(dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every JSX attribute in the console's sources given an object with a breakpoint key (`{ initial, sm, … }`). */
function responsiveProps() {
  const found: string[] = [];
  for (const file of sourceFiles(sourceDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
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
        found.push(`${file}: ${node.getText()}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const breakpointMedia = new RegExp(`@media \\(min-width: (${THEMES_BREAKPOINTS.join('|')})\\)`);

describe('unusedBreakpoints', () => {
  it.each(['@radix-ui/themes/components.css', '@radix-ui/themes/utilities.css'])(
    'takes the breakpoint styles out of the installed %s and keeps the rest',
    (path) => {
      const css = readFileSync(require.resolve(path), 'utf8');
      expect(css).toMatch(breakpointMedia);
      const result = removeBreakpointStyles(css);
      expect(result.removed).toBeGreaterThan(0);
      expect(result.css).not.toMatch(breakpointMedia);
      expect(result.css.length).toBeLessThan(css.length * 0.75);
      expect(result.css.length).toBeGreaterThan(css.length * 0.1);
    },
  );

  it('keeps every other rule and media query, and says when it found nothing to remove', () => {
    const css = [
      '.a { color: red }',
      '@media (min-width: 600px) { .b { color: blue } }',
      '@media (prefers-reduced-motion: no-preference) { .c { transition: none } }',
      '@media (min-width: 768px) { .d { color: green } }',
    ].join('\n');
    const result = removeBreakpointStyles(css);
    expect(result.removed).toBe(1);
    expect(result.css).toContain('.a { color: red }');
    expect(result.css).toContain('(min-width: 600px)');
    expect(result.css).toContain('prefers-reduced-motion');
    expect(result.css).not.toContain('.d');
    expect(removeBreakpointStyles('.a { color: red }')).toEqual({ css: '.a { color: red }', removed: 0 });
  });

  it('finds no responsive prop value in the console, whose breakpoint styles are gone', () => {
    expect(responsiveProps()).toEqual([]);
  });
});
