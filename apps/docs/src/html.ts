/** Escapes text for HTML content and attribute values. */
export function esc(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A URL fragment from a heading or name: lower case, words joined by dashes. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The relative prefix from a page at `from` (e.g. `guides/disks.html`) back to the site root. */
export function rootPrefix(from: string): string {
  const depth = from.split('/').length - 1;
  return depth === 0 ? '' : '../'.repeat(depth);
}

/** A link from the page at `from` to the site path `to` (both relative to the site root). */
export function relativeHref(from: string, to: string): string {
  return `${rootPrefix(from)}${to}`;
}
