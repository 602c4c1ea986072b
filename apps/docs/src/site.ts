import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiIndexHtml,
  apiOperations,
  apiTags,
  loadOpenApi,
  schemasPageHtml,
  tagPage,
  tagPageHtml,
  tagTitle,
} from './api-reference';
import { cliCommands, cliReferenceHtml } from './cli-reference';
import { type NavLink, type NavSection, renderPage, type TocEntry } from './layout';
import { loadMarkdown, renderMarkdown } from './markdown';

/** The Markdown sources of the site. */
export const CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));
const STYLES = fileURLToPath(new URL('./styles.css', import.meta.url));

/**
 * The guides, in the order the guides index lists them. The console's documentation links point at
 * `guides/<path>`, so each of its areas has one (a test checks them against the console's list).
 */
export const GUIDES = [
  'projects',
  'instances',
  'disks',
  'snapshots',
  'images',
  'vpcs',
  'subnets',
  'firewall-rules',
  'routers',
  'internet-gateways',
  'floating-ips',
  'affinity',
  'access',
  'ssh-keys',
  'access-tokens',
  'device-login',
  'utilization',
  'silos',
  'identity-providers',
  'quotas',
  'ip-pools',
  'inventory',
  'system-update',
] as const;

/** Hand-written pages: Markdown source → page path. */
const MARKDOWN_PAGES: Record<string, string> = {
  'index.md': 'index.html',
  'getting-started.md': 'getting-started.html',
  'console.md': 'console.html',
  'sdk.md': 'sdk.html',
  'validators.md': 'validators.html',
  'cli.md': 'cli.html',
  'mock-server.md': 'mock-server.html',
  'packages.md': 'packages.html',
  'guides/index.md': 'guides/index.html',
  ...Object.fromEntries(GUIDES.map((guide) => [`guides/${guide}.md`, `guides/${guide}.html`])),
};

/** Every Markdown source of the site, relative to the content directory. */
export const markdownSources = (): string[] => Object.keys(MARKDOWN_PAGES);

export const NAV: NavSection[] = [
  {
    title: 'Start',
    links: [
      { path: 'index.html', title: 'Overview' },
      { path: 'getting-started.html', title: 'Getting started' },
    ],
  },
  {
    title: 'Console',
    links: [
      { path: 'console.html', title: 'Screens and modes' },
      { path: 'guides/index.html', title: 'Guides' },
    ],
  },
  {
    title: 'Libraries and tools',
    links: [
      { path: 'sdk.html', title: 'SDK' },
      { path: 'validators.html', title: 'Validators' },
      { path: 'cli.html', title: 'CLI (rackctl)' },
      { path: 'mock-server.html', title: 'Mock server' },
    ],
  },
  {
    title: 'Reference',
    links: [
      { path: 'api/index.html', title: 'API reference' },
      { path: 'packages.html', title: 'Packages and releases' },
    ],
  },
];

/** One file of the built site. */
export interface SiteFile {
  path: string;
  contents: string;
}

interface PageSpec {
  path: string;
  title: string;
  content: string;
  toc?: TocEntry[];
  subnav?: { under: string; links: NavLink[] };
}

const guideTitle = (guide: string) =>
  renderMarkdown(loadMarkdown(join(CONTENT_DIR, `guides/${guide}.md`))).title;

function markdownPage(source: string, extra = ''): PageSpec {
  const path = MARKDOWN_PAGES[source] as string;
  const { title, html, headings } = renderMarkdown(loadMarkdown(join(CONTENT_DIR, source)));
  const toc = headings
    .filter((heading) => heading.depth === 2)
    .map(({ id, text, depth }) => ({ id, text, depth }));
  return { path, title, content: html + extra, toc };
}

function guidesSubnav(): { under: string; links: NavLink[] } {
  return {
    under: 'guides/index.html',
    links: GUIDES.map((guide) => ({ path: `guides/${guide}.html`, title: guideTitle(guide) })),
  };
}

function guidesIndex(subnav: { links: NavLink[] }): string {
  const items = subnav.links.map(
    (link) => `<li><a href="${link.path.slice('guides/'.length)}">${link.title}</a></li>`,
  );
  return `<ul class="guide-list">${items.join('')}</ul>`;
}

function cliPage(): PageSpec {
  const page = markdownPage('cli.md', cliReferenceHtml());
  const nouns = cliCommands().filter((entry) => entry.path.length === 2);
  const toc = [
    ...(page.toc ?? []),
    { id: 'commands', text: 'Commands', depth: 2 },
    ...nouns.map((entry) => ({ id: entry.id, text: entry.path.join(' '), depth: 3 })),
    { id: 'exit-codes', text: 'Exit codes', depth: 2 },
  ];
  return { ...page, toc };
}

function apiPages(): PageSpec[] {
  const doc = loadOpenApi();
  const tags = apiTags(doc).sort((a, b) => tagTitle(a).localeCompare(tagTitle(b)));
  const subnav = {
    under: 'api/index.html',
    links: [
      ...tags.map((tag) => ({ path: tagPage(tag), title: tagTitle(tag) })),
      { path: 'api/schemas.html', title: 'Schemas' },
    ],
  };
  return [
    { path: 'api/index.html', title: 'API reference', content: apiIndexHtml(doc), subnav },
    ...tags.map((tag) => ({
      path: tagPage(tag),
      title: tagTitle(tag),
      content: tagPageHtml(doc, tag),
      subnav,
      toc: apiOperations(doc)
        .filter((entry) => entry.tag === tag)
        .map(({ operation }) => ({
          id: operation.operationId,
          text: operation.summary ?? operation.operationId,
          depth: 2,
        })),
    })),
    { path: 'api/schemas.html', title: 'Schemas', content: schemasPageHtml(doc), subnav },
  ];
}

/** Renders every page of the site (and its stylesheet) in memory. */
export function renderSite(): SiteFile[] {
  const guides = guidesSubnav();
  const pages: PageSpec[] = [
    ...Object.keys(MARKDOWN_PAGES)
      .filter(
        (source) => source !== 'cli.md' && source !== 'guides/index.md' && !source.startsWith('guides/'),
      )
      .map((source) => markdownPage(source)),
    cliPage(),
    { ...markdownPage('guides/index.md', guidesIndex(guides)), subnav: guides },
    ...GUIDES.map((guide) => ({ ...markdownPage(`guides/${guide}.md`), subnav: guides })),
    ...apiPages(),
  ];
  return [
    ...pages.map((page) => ({ path: page.path, contents: renderPage({ ...page, nav: NAV }) })),
    { path: 'styles.css', contents: readFileSync(STYLES, 'utf8') },
  ];
}

/** Writes the site into `outDir`, replacing what was there; returns the files written. */
export function buildSite(outDir: string): SiteFile[] {
  const files = renderSite();
  rmSync(outDir, { recursive: true, force: true });
  for (const file of files) {
    const target = join(outDir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  return files;
}
