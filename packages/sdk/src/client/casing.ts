import type { KeyPlan } from '../generated/operations.js';

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

/** How one direction of the conversion treats keys and leaves. */
interface Conversion {
  mapKey: (key: string) => string;
  /** The key in the wire's spelling, to look it up in a plan. */
  wireKey: (key: string) => string;
  mapLeaf: (key: string | undefined, leaf: unknown) => unknown;
}

/**
 * Rebuilds a JSON-like value with every schema key mapped and every leaf passed through `mapLeaf` (with the
 * schema key it sits under); record keys and free-form data, as the plan marks them, are left as they are.
 */
function mapKeysDeep(value: unknown, conversion: Conversion, plan?: KeyPlan, key?: string): unknown {
  if (plan === 'data') return value;
  if (!isPlainContainer(value)) return conversion.mapLeaf(key, value);
  if (Array.isArray(value)) return value.map((item) => mapKeysDeep(item, conversion, plan));
  const mapped: Record<string, unknown> = {};
  if (plan !== undefined && 'keys' in plan) {
    for (const [childKey, child] of Object.entries(value)) {
      mapped[childKey] = mapKeysDeep(child, conversion, plan.values);
    }
    return mapped;
  }
  const properties = plan?.properties;
  for (const [childKey, child] of Object.entries(value)) {
    const childPlan = properties?.[conversion.wireKey(childKey)];
    mapped[conversion.mapKey(childKey)] = mapKeysDeep(child, conversion, childPlan, childKey);
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

const WIRE_TO_SDK: Conversion = { mapKey: snakeToCamel, wireKey: (key) => key, mapLeaf: reviveTimestamp };
const SDK_TO_WIRE: Conversion = { mapKey: camelToSnake, wireKey: camelToSnake, mapLeaf: (_, leaf) => leaf };

/**
 * Wire → SDK: schema keys camelCased recursively, timestamp strings under them turned into `Date`s; record
 * keys and free-form data that `plan` marks are left as they are (each operation's plan is in its route).
 */
export const fromWire = (body: unknown, plan?: KeyPlan): unknown => mapKeysDeep(body, WIRE_TO_SDK, plan);

/** SDK → wire: schema keys snake_cased recursively, except where `plan` marks data; `Date`s stay `Date`s. */
export const toWire = (body: unknown, plan?: KeyPlan): unknown => mapKeysDeep(body, SDK_TO_WIRE, plan);
