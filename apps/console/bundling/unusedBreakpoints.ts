import { createRequire } from 'node:module';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/**
 * Radix Themes' documented breakpoints (Theme › Breakpoints: xs 520px, sm 768px, md 1024px, lg 1280px,
 * xl 1640px): the widths at which a responsive prop value (`{ initial, sm, … }`) changes a component.
 */
export const THEMES_BREAKPOINTS = ['520px', '768px', '1024px', '1280px', '1640px'];

/** Radix Themes' public stylesheets that carry its responsive styles, by their public import path. */
const STYLESHEETS = ['@radix-ui/themes/components.css', '@radix-ui/themes/utilities.css'];

const BREAKPOINT_MEDIA = new Set(THEMES_BREAKPOINTS.map((width) => `(min-width: ${width})`));

/**
 * Removes from a stylesheet the `@media` blocks of those breakpoints. Radix Themes writes every style a
 * responsive prop value can ask for once per breakpoint (≈ 25 KB gzip of its 65); the console passes no
 * responsive values (unusedBreakpoints.test.ts holds it to that), so none of them can apply. `removed` counts
 * the blocks: none means the library no longer writes them so, and the caller keeps the stylesheet whole.
 */
export function removeBreakpointStyles(css: string) {
  const root = postcss.parse(css);
  let removed = 0;
  root.walkAtRules('media', (media) => {
    if (!BREAKPOINT_MEDIA.has(media.params.trim())) return;
    media.remove();
    removed++;
  });
  return { css: root.toString(), removed };
}

/** The stylesheet transform, on the two public stylesheets only; a warning when it finds nothing to remove. */
export function unusedBreakpoints(): Plugin {
  const require = createRequire(import.meta.url);
  const stylesheets = new Map(STYLESHEETS.map((path) => [require.resolve(path), path]));
  return {
    name: 'rack-console-unused-breakpoints',
    enforce: 'pre',
    transform(code, id) {
      const path = stylesheets.get(id.split('?')[0] ?? id);
      if (!path) return;
      const result = removeBreakpointStyles(code);
      if (result.removed === 0) {
        this.warn(`${path} has no @media block at Radix Themes' breakpoints: kept whole`);
        return;
      }
      return { code: result.css, map: null };
    },
  };
}
