import { camelToSnake } from './casing.js';

const encodeValue = (value: unknown): string =>
  encodeURIComponent(value instanceof Date ? value.toISOString() : String(value));

/**
 * Serialises query parameters the platform's way: snake_case keys, URL-encoded keys and values,
 * null or undefined dropped, arrays as repeated keys, dates as ISO strings. No leading '?'.
 */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    const wireKey = encodeURIComponent(camelToSnake(key));
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === null || item === undefined) continue;
      pairs.push(`${wireKey}=${encodeValue(item)}`);
    }
  }
  return pairs.join('&');
}
