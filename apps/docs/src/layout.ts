import { esc, relativeHref } from './html';

/** A link of the site's navigation. */
export interface NavLink {
  path: string;
  title: string;
}

/** A group of the sidebar. */
export interface NavSection {
  title: string;
  links: NavLink[];
}

/** An entry of a page's "On this page" list. */
export interface TocEntry {
  id: string;
  text: string;
  depth: number;
}

/** Everything the shared layout needs to frame one page. */
export interface PageFrame {
  /** The page's path in the site, e.g. `guides/disks.html`. */
  path: string;
  title: string;
  /** The page's own HTML (it brings its own `<h1>`). */
  content: string;
  nav: NavSection[];
  /** Links listed under the active sidebar entry (the guides, the API tags). */
  subnav?: { under: string; links: NavLink[] };
  toc?: TocEntry[];
}

const SITE_NAME = 'Rack Console docs';

function navLink(frame: PageFrame, link: NavLink): string {
  const current = link.path === frame.path ? ' aria-current="page"' : '';
  return `<a href="${relativeHref(frame.path, link.path)}"${current}>${esc(link.title)}</a>`;
}

function sidebar(frame: PageFrame): string {
  const sections = frame.nav.map((section) => {
    const items = section.links.map((link) => {
      const sub =
        frame.subnav?.under === link.path
          ? `<ul class="subnav">${frame.subnav.links.map((child) => `<li>${navLink(frame, child)}</li>`).join('')}</ul>`
          : '';
      return `<li>${navLink(frame, link)}${sub}</li>`;
    });
    return `<h2>${esc(section.title)}</h2><ul>${items.join('')}</ul>`;
  });
  return `<nav class="sidebar" aria-label="Documentation">${sections.join('')}</nav>`;
}

function toc(entries: TocEntry[] | undefined): string {
  if (!entries || entries.length === 0) return '';
  const items = entries.map(
    (entry) => `<li class="toc-${entry.depth}"><a href="#${entry.id}">${esc(entry.text)}</a></li>`,
  );
  return `<aside class="toc" aria-label="On this page"><h2>On this page</h2><ul>${items.join('')}</ul></aside>`;
}

/** The one layout every page shares: header, sidebar navigation, content and its table of contents. */
export function renderPage(frame: PageFrame): string {
  const home = relativeHref(frame.path, 'index.html');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(frame.title === SITE_NAME ? SITE_NAME : `${frame.title} · ${SITE_NAME}`)}</title>
<link rel="stylesheet" href="${relativeHref(frame.path, 'styles.css')}">
</head>
<body>
<a class="skip" href="#content">Skip to content</a>
<header class="topbar"><a class="brand" href="${home}">Rack Console <span>docs</span></a></header>
<div class="shell">
${sidebar(frame)}
<main id="content">
${frame.content}
</main>
${toc(frame.toc)}
</div>
<footer class="footer">Rack Console · MPL-2.0 · built from the repository's sources</footer>
</body>
</html>
`;
}
