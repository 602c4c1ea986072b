/** Converts one camelCase key to the platform's snake_case (`timeCreated` → `time_created`). */
export const camelToSnake = (key: string): string =>
  key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Converts one snake_case key to camelCase (`time_created` → `timeCreated`). */
export const snakeToCamel = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

const isPlainContainer = (value: unknown): value is object =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Date) &&
  !(value instanceof RegExp) &&
  !(value instanceof Error);

/** Rebuilds a JSON-like value with every object key mapped, and every leaf passed through `mapLeaf`. */
function mapKeysDeep(
  value: unknown,
  mapKey: (key: string) => string,
  mapLeaf: (key: string | undefined, leaf: unknown) => unknown,
  key?: string,
): unknown {
  if (!isPlainContainer(value)) return mapLeaf(key, value);
  if (Array.isArray(value)) return value.map((item) => mapKeysDeep(item, mapKey, mapLeaf));
  const mapped: Record<string, unknown> = {};
  for (const [childKey, child] of Object.entries(value)) {
    mapped[mapKey(childKey)] = mapKeysDeep(child, mapKey, mapLeaf, childKey);
  }
  return mapped;
}

const ISO_UTC_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Whether a wire key names a timestamp by the platform's conventions (spec §7). */
export const isTimestampKey = (key: string): boolean =>
  key.startsWith('time_') || key.endsWith('_time') || key.endsWith('_expiration') || key === 'timestamp';

/** Turns a UTC ISO timestamp string under a timestamp key into a `Date`; leaves anything else alone. */
export function reviveTimestamp(key: string | undefined, value: unknown): unknown {
  if (
    key === undefined ||
    typeof value !== 'string' ||
    !isTimestampKey(key) ||
    !ISO_UTC_TIMESTAMP.test(value)
  ) {
    return value;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}

/** Wire → SDK: keys camelCased recursively, timestamp strings turned into `Date`s. */
export const fromWire = (body: unknown): unknown => mapKeysDeep(body, snakeToCamel, reviveTimestamp);

/** SDK → wire: keys snake_cased recursively; `Date`s stay `Date`s until JSON serialises them as ISO strings. */
export const toWire = (body: unknown): unknown => mapKeysDeep(body, camelToSnake, (_, leaf) => leaf);
