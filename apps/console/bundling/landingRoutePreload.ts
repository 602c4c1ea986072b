import { relative } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { type OutputChunk, staticClosure } from './chunkGraph.ts';

/**
 * A route file's name parts, by the router's documented file naming (TanStack Router, file-based routing):
 * `/` and `.` both nest, so `a/b.tsx` and `a.b.tsx` are the same route, under `a.tsx` (or `a/route.tsx`).
 * `undefined` for a file outside the routes or one the router ignores (a part with a `-` prefix).
 */
function routeParts(routesDir: string, file: string): string[] | undefined {
  const path = relative(routesDir, file).replace(/\\/g, '/');
  if (path.startsWith('..')) return undefined;
  const parts = path.replace(/\.[jt]sx?$/, '').split(/[/.]/);
  if (parts.at(-1) === 'route') parts.pop();
  return parts.some((part) => part.startsWith('-')) ? undefined : parts;
}

/**
 * Whether a route file's parts name exactly `path`'s page: `_name` is a pathless layout and `(name)` a group,
 * neither in the URL; a trailing `_` un-nests; `index` is the directory's own page; `$name` stands for any one
 * segment.
 */
function namesPage(parts: string[], path: string): boolean {
  const segments = parts
    .filter((part) => !/^_|^\(.*\)$/.test(part) && part !== 'index')
    .map((part) => part.replace(/_$/, ''));
  const wanted = path.split('/').filter(Boolean);
  return (
    segments.length === wanted.length &&
    segments.every((segment, at) => segment === wanted[at] || segment.startsWith('$'))
  );
}

/**
 * The route files that render `path`: those naming its page, and the layouts they nest in (the files whose
 * parts begin theirs). For /projects in this console: `_app.tsx`, `_app/_projects-list.tsx` and the page's own.
 */
export function routeFilesOf(routesDir: string, files: string[], path: string): Set<string> {
  const parts = new Map(
    files.flatMap((file) => {
      const fileParts = routeParts(routesDir, file);
      return fileParts ? [[file, fileParts] as const] : [];
    }),
  );
  const pages = [...parts.values()].filter((page) => namesPage(page, path));
  return new Set(
    [...parts].flatMap(([file, layout]) =>
      pages.some((page) => layout.length <= page.length && layout.every((part, at) => part === page[at]))
        ? [file]
        : [],
    ),
  );
}

/**
 * The landing page's code is asked for with the entry, not after it (issue 24: no waterfall). The router splits
 * each route's component and loader into a chunk of its own that it imports only once the entry has run and
 * matched the URL, and each such chunk imports the chunks it shares with other pages only once it has loaded
 * itself: loading `landingPath` cold took four rounds of requests before its first call. This adds to the page
 * a `modulepreload` for each chunk of the routes `landingPath` matches and every chunk they import, and their
 * stylesheets, so the browser fetches all of them alongside the entry. The routes are found from the route
 * files' names by the router's naming, so a route renamed or moved is still found, and a landing path no route
 * file matches fails the build rather than leaving the landing page to load in rounds again.
 */
export function landingRoutePreload(base: string, routesDir: string, landingPath: string): Plugin {
  return {
    name: 'rack-console-landing-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        // Every route file is in the bundle: its own options (search, crumb) in the entry, its page split off.
        const modules = new Set(
          chunks.flatMap((chunk) => chunk.moduleIds.map((id) => id.split('?')[0] ?? id)),
        );
        const landingFiles = routeFilesOf(routesDir, [...modules], landingPath);
        const landing = chunks.filter(
          (chunk) => !chunk.isEntry && landingFiles.has(chunk.facadeModuleId?.split('?')[0] ?? ''),
        );
        if (landing.length === 0) {
          throw new Error(`landingRoutePreload: no route chunk under ${routesDir} matches ${landingPath}`);
        }
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const loadedByEntry = staticClosure(entry, byFile);
        const files = new Set<string>();
        for (const chunk of landing) staticClosure(chunk, byFile, files);
        const tags: HtmlTagDescriptor[] = [];
        for (const file of files) {
          if (loadedByEntry.has(file)) continue;
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          });
          for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${css}` },
              injectTo: 'head',
            });
          }
        }
        return tags;
      },
    },
  };
}
