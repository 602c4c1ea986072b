/** Upper-cases the first character; server messages arrive lower-case but are shown as sentences. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ELLIPSIS = '…';

/** Shortens text to `limit - 2` characters plus '…' (spec §9); the full text goes in a tooltip. */
export function truncate(text: string, limit: number): string {
  // Count code points so an emoji or astral character is never cut in half.
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return chars.slice(0, Math.max(0, limit - 2)).join('') + ELLIPSIS;
}

/** 'a', 'a or b', 'a, b or c' (or with 'and'): how a message names a few alternatives. */
export function joinList(items: readonly string[], conjunction: 'or' | 'and' = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
