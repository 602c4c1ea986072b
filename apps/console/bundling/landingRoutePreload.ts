import { readdirSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
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
 * neither in the URL nor a page; a trailing `_` un-nests; `index` is the directory's own page; `$name` stands
 * for any one segment.
 */
function namesPage(parts: string[], path: string): boolean {
  // A pathless layout or a group wraps pages; it is not one.
  if (/^_|^\(.*\)$/.test(parts.at(-1) ?? '')) return false;
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

/** Every file under the routes directory, by its full path. */
const filesUnder = (routesDir: string) =>
  readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).map((file) => join(routesDir, file));

/**
 * The router's ids of the routes that render `path` (see `routeFilesOf`): a file's name parts joined by `/`,
 * an `index` page ending in `/`. For /projects: `/_app`, `/_app/_projects-list`, … .
 */
export function routeIdsOf(routesDir: string, files: string[], path: string): Set<string> {
  return new Set(
    [...routeFilesOf(routesDir, files, path)].map((file) => {
      const parts = routeParts(routesDir, file) ?? [];
      return `/${parts.map((part) => (part === 'index' ? '' : part)).join('/')}`;
    }),
  );
}

/** The ids of the routes that render the landing page, from the route files on disk. */
export const landingRouteIds = (routesDir: string, landingPath: string) =>
  routeIdsOf(routesDir, filesUnder(routesDir), landingPath);

/** Whether a module is a part the router split off one of these route files (its id has a query). */
function isSplitOf(routeFiles: Set<string>, id: string) {
  const [file, query] = id.split('?');
  return query !== undefined && routeFiles.has(file ?? '');
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
          (chunk) => !chunk.isEntry && chunk.moduleIds.some((id) => isSplitOf(landingFiles, id)),
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

/**
 * A chunk group (rolldown's `codeSplitting.groups`) of the landing page's code: its routes' split-off modules
 * (component, loader, pending component) and the console's own modules they import that the entry does not
 * (the icons, virtual modules, among them). One chunk rather than
 * the two dozen small ones the default split makes of what the landing page shares with other pages: fewer
 * requests on the first screen, and it compresses better as one. Give it a lower priority than the entry's
 * group, which keeps what the entry imports.
 */
export function landingChunkGroup(routesDir: string, landingPath: string) {
  const landingFiles = routeFilesOf(routesDir, filesUnder(routesDir), landingPath);
  // Libraries are left to the default split: one reached through a package's index (\`radix-ui\`) would take
  // along everything that index names, and the in-browser mock shares the SDK with the pages.
  const sourceDir = dirname(routesDir);
  const isConsoleModule = (id: string) => id.startsWith(sourceDir) || !isAbsolute(id);
  const reached = new Map<string, boolean>();
  /** Whether the module is one of the landing routes' split-off modules, or one they import, transitively. */
  const isLanding = (id: string, chunking: Rolldown.ChunkingContext): boolean => {
    const known = reached.get(id);
    if (known !== undefined) return known;
    reached.set(id, false);
    const landing =
      isConsoleModule(id) &&
      (isSplitOf(landingFiles, id) ||
        (chunking.getModuleInfo(id)?.importers ?? []).some((importer) => isLanding(importer, chunking)));
    reached.set(id, landing);
    return landing;
  };
  return {
    name: (id: string, chunking: Rolldown.ChunkingContext) => (isLanding(id, chunking) ? 'landing' : null),
    debugName: 'landing',
    // Nor do the libraries come along as its modules' dependencies: the same index would bring them all.
    includeDependenciesRecursively: false,
  };
}
