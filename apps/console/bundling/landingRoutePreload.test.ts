import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import type { OutputChunk } from './chunkGraph';
import { landingRoutePreload, routeFilesOf, routeIdsOf } from './landingRoutePreload';

const ROUTES = '/app/src/routes';
const routes = (...files: string[]) => files.map((file) => `${ROUTES}/${file}`);
const found = (files: string[], path: string) =>
  [...routeFilesOf(ROUTES, files, path)].map((file) => file.slice(ROUTES.length + 1)).sort();

describe('routeIdsOf', () => {
  it('names the routes that render a path by the router’s ids, an index page ending in /', () => {
    const files = routes(
      '__root.tsx',
      '_app.tsx',
      '_app/_projects-list.tsx',
      '_app/_projects-list/projects.tsx',
    );
    expect([...routeIdsOf(ROUTES, files, '/projects')].sort()).toEqual([
      '/_app',
      '/_app/_projects-list',
      '/_app/_projects-list/projects',
    ]);
    expect([
      ...routeIdsOf(ROUTES, routes('_app.tsx', '_app/system.tsx', '_app/system/index.tsx'), '/system'),
    ]).toEqual(expect.arrayContaining(['/_app', '/_app/system/']));
  });
});

describe('routeFilesOf', () => {
  it('finds the page and the layouts it nests in, by the router’s file naming', () => {
    const files = routes(
      '__root.tsx',
      'index.tsx',
      '_auth.tsx',
      '_auth/login.tsx',
      '_app.tsx',
      '_app/_projects-list.tsx',
      '_app/_projects-list/projects.tsx',
      '_app/_projects-list/projects-new.tsx',
      '_app/_images-list.tsx',
      '_app/_images-list/images.tsx',
      '_app/projects.tsx',
      '_app/projects/$project.tsx',
      '_app/projects/-components/ProjectsPage.tsx',
      '_app/system.tsx',
      '_app/system/index.tsx',
      '(marketing)/about.tsx',
    );
    expect(found(files, '/projects')).toEqual([
      '_app.tsx',
      '_app/_projects-list.tsx',
      '_app/_projects-list/projects.tsx',
      '_app/projects.tsx',
    ]);
    expect(found(files, '/projects/p1')).toEqual([
      '_app.tsx',
      '_app/projects.tsx',
      '_app/projects/$project.tsx',
    ]);
    expect(found(files, '/system')).toEqual(['_app.tsx', '_app/system.tsx', '_app/system/index.tsx']);
    expect(found(files, '/')).toEqual(['index.tsx']);
    expect(found(files, '/about')).toEqual(['(marketing)/about.tsx']);
    expect(found(files, '/nowhere')).toEqual([]);
  });

  it('reads flat names (`.` nests as `/` does), `route` files and un-nested (`_`) parts', () => {
    const files = routes(
      'posts.tsx',
      'posts.$postId.tsx',
      'posts_.$postId.edit.tsx',
      'settings/route.tsx',
      'settings/profile.tsx',
    );
    expect(found(files, '/posts/7')).toEqual(['posts.$postId.tsx', 'posts.tsx']);
    expect(found(files, '/posts/7/edit')).toEqual(['posts_.$postId.edit.tsx']);
    expect(found(files, '/settings/profile')).toEqual(['settings/profile.tsx', 'settings/route.tsx']);
  });

  it('finds the console’s landing page among its own route files', () => {
    const routesDir = join(dirname(fileURLToPath(import.meta.url)), '../src/routes');
    const files = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).map((file) =>
      join(routesDir, file),
    );
    const landing = [...routeFilesOf(routesDir, files, '/projects')];
    expect(landing.length).toBeGreaterThan(1);
    expect(landing.some((file) => /_app\.tsx$/.test(file))).toBe(true);
    expect(landing.every((file) => !/_auth|_centered|login/.test(file))).toBe(true);
  });
});

/** A bundle's chunk, with what the plugin reads of it. */
function chunk(fileName: string, facade: string | null, imports: string[] = [], css: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    moduleIds: facade ? [facade] : [],
    imports,
    isEntry: false,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as OutputChunk;
}

function preloads(bundle: OutputChunk[], entry: OutputChunk) {
  const plugin = landingRoutePreload('/base/', ROUTES, '/projects');
  const transform = plugin.transformIndexHtml as {
    handler: (html: string, context: IndexHtmlTransformContext) => HtmlTagDescriptor[] | undefined;
  };
  const context = {
    bundle: Object.fromEntries(bundle.map((output) => [output.fileName, output])),
    chunk: entry,
  } as unknown as IndexHtmlTransformContext;
  return transform.handler('', context)?.map((tag) => `${tag.attrs?.rel} ${tag.attrs?.href}`);
}

describe('landingRoutePreload', () => {
  const entry = { ...chunk('index.js', '/app/src/main.tsx', ['vendor.js']), isEntry: true } as OutputChunk;
  entry.moduleIds.push(...routes('_app.tsx', '_app/projects.tsx', '_auth.tsx'));
  const vendor = chunk('vendor.js', null);
  const table = chunk('DataTable.js', '/app/src/components/DataTable.tsx', ['vendor.js'], ['DataTable.css']);
  // A chunk group's chunk (vite.config.ts: 'landing') has no facade module: it is found by the modules it holds.
  const frame = chunk('_app.js', null, ['icons.js']);
  frame.moduleIds.push(`${ROUTES}/_app.tsx?tsr-split=component---loader`, '/app/src/layouts/AppLayout.tsx');
  const skeleton = chunk('_app-pending.js', `${ROUTES}/_app.tsx?tsr-split=pendingComponent`);
  const icons = chunk('icons.js', null);
  const page = chunk('projects.js', `${ROUTES}/_app/projects.tsx?tsr-split=component`, ['DataTable.js']);
  const login = chunk('_auth.js', `${ROUTES}/_auth.tsx?tsr-split=component`, ['DataTable.js']);

  it('preloads every chunk of the landing routes and what they import, not what the entry imports', () => {
    expect(preloads([entry, vendor, table, frame, skeleton, icons, page, login], entry)).toEqual([
      'modulepreload /base/_app.js',
      'modulepreload /base/icons.js',
      'modulepreload /base/_app-pending.js',
      'modulepreload /base/projects.js',
      'modulepreload /base/DataTable.js',
      'stylesheet /base/DataTable.css',
    ]);
  });

  it('fails the build when no route renders the landing path', () => {
    expect(() => preloads([entry, vendor, login], entry)).toThrow(/no route chunk .* matches \/projects/);
  });
});
