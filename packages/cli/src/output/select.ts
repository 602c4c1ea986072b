import { UsageError } from '../errors';

/** A wire value at a dotted path (`state.state`), or undefined where the path leads nowhere. */
export function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The paths of an object's fields, one level of nesting spelled out (`state.state`), for a helpful error. */
function pathsOf(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    typeof field === 'object' && field !== null && !Array.isArray(field)
      ? [key, ...Object.keys(field).map((inner) => `${key}.${inner}`)]
      : [key],
  );
}

/** Copies the chosen paths of one wire object, nested as they were (`state.state` → `{state: {state}}`). */
function pick(value: unknown, paths: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let target = picked;
    keys.slice(0, -1).forEach((key) => {
      target[key] ??= {};
      target = target[key] as Record<string, unknown>;
    });
    target[keys[keys.length - 1] ?? path] = valueAt(value, path) ?? null;
  }
  return picked;
}

/**
 * Keeps only the chosen fields of a wire value: each item of a list, or the one object. A field no item has is
 * a typo, answered with the fields there are.
 */
export function selectFields(value: unknown, paths: readonly string[]): unknown {
  const items = Array.isArray(value) ? value : [value];
  for (const path of paths) {
    if (items.length > 0 && items.every((item) => valueAt(item, path) === undefined)) {
      throw new UsageError(`No field "${path}" in the answer`, `Fields: ${pathsOf(items[0]).join(', ')}`);
    }
  }
  const picked = items.map((item) => pick(item, paths));
  return Array.isArray(value) ? picked : picked[0];
}

/** A wire value as a table cell: text as is, nothing for null, anything structured as compact JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `run_state` → `RUN STATE`, `state.state` → `STATE STATE`: a column header for a chosen field. */
export const headerOf = (path: string) => path.replace(/[._]/g, ' ').toUpperCase();
