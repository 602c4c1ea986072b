import { readFileSync } from 'node:fs';
import { posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DefaultTheme, defineConfig } from 'vitepress';
import { GUIDES, guideTitle } from '../src/guides';

const CONTENT = fileURLToPath(new URL('../content/', import.meta.url));

const mainSidebar: DefaultTheme.SidebarItem[] = [
  {
    text: 'Start',
    items: [
      { text: 'Overview', link: '/' },
      { text: 'Getting started', link: '/getting-started' },
    ],
  },
  {
    text: 'Console',
    items: [
      { text: 'Screens and modes', link: '/console' },
      {
        text: 'Guides',
        link: '/guides/',
        collapsed: false,
        items: GUIDES.map((guide) => ({ text: guideTitle(guide), link: `/guides/${guide}` })),
      },
    ],
  },
  {
    text: 'Libraries and tools',
    items: [
      { text: 'SDK', link: '/sdk' },
      { text: 'Validators', link: '/validators' },
      { text: 'CLI (rackctl)', link: '/cli' },
      { text: 'Mock server', link: '/mock-server' },
    ],
  },
  {
    text: 'Reference',
    items: [
      { text: 'API reference', link: '/api/' },
      { text: 'Packages and releases', link: '/packages' },
    ],
  },
];

// The API reference's sidebars (from the SDK's openapi.json) and the CLI commands' (from rackctl's command tree),
// written by src/generate.ts, which runs before every build.
const generatedSidebars: Record<string, DefaultTheme.SidebarItem[]> = JSON.parse(
  readFileSync(`${CONTENT}generated/sidebars.json`, 'utf8'),
);

/**
 * Makes a built page's links work from any folder of any static server and straight from disk (`file://`):
 * site-absolute URLs (`/assets/…`, `/guides/disks.html`) become relative to the page, and folder links
 * (`/`, `./`, `../`) name their `index.html`, since from disk a folder link opens a directory listing.
 */
export function relativeUrls(html: string, page: string): string {
  const from = posix.dirname(page);
  return html.replace(
    /(\s(?:href|src)=")([^"#]*)((?:#[^"]*)?)"/g,
    (match, attribute: string, path: string, hash: string) => {
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path) || (path === '' && hash !== '')) return match;
      const folder = path === '' || path.endsWith('/') || path === '.' || path === '..';
      const file = folder ? `${path.replace(/\/?$/, '/')}index.html` : path;
      const url = file.startsWith('/') ? posix.relative(from, file.slice(1)) || posix.basename(file) : file;
      return `${attribute}${url}${hash}"`;
    },
  );
}

export default defineConfig({
  title: 'Rack Console docs',
  description: 'The web console, SDK, CLI and mock server of the Rack platform',
  lang: 'en',
  srcDir: 'content',
  outDir: 'dist',
  cacheDir: '.vitepress/cache',
  // Included into cli.md and guides/index.md rather than pages of their own.
  srcExclude: ['generated/cli-reference.md', 'generated/guides-list.md'],
  rewrites: {
    'generated/api/:area/:page': 'api/:area/:page',
    'generated/api/:page': 'api/:page',
    'generated/cli/:page': 'cli/:page',
  },
  cleanUrls: false,
  lastUpdated: false,
  appearance: true,
  transformHtml: (html, id, context) =>
    relativeUrls(html, relative(context.siteConfig.outDir, id).split(/[\\/]/).join('/')),
  // The local search index (every page's text, loaded when the search box opens) is one ~700 kB chunk.
  vite: { build: { chunkSizeWarningLimit: 1200 } },
  // Every token colour of these two reaches 4.5:1 on the theme's code background (#f6f6f7, #161618);
  // github-light and github-dark draw comments at 4.4:1 and 3.9:1.
  markdown: { theme: { light: 'github-light-high-contrast', dark: 'github-dark-default' } },
  themeConfig: {
    siteTitle: 'Rack Console docs',
    search: { provider: 'local' },
    outline: { level: [2, 3], label: 'On this page' },
    nav: [
      { text: 'Guides', link: '/guides/' },
      { text: 'SDK', link: '/sdk' },
      { text: 'CLI', link: '/cli' },
      { text: 'API reference', link: '/api/' },
    ],
    sidebar: { ...generatedSidebars, '/': mainSidebar },
    footer: { message: 'Rack Console · MPL-2.0 · built from the repository’s sources' },
  },
});
