import { API_VERSION, compareApiVersions, OLDEST_API_VERSION } from '../contract/version.js';
import type { operations } from '../generated/api.js';
import {
  type OperationId,
  type OperationRoute,
  operationExtras,
  operationMethodPaths,
  operationSinceVersions,
} from '../generated/operations.js';
import { camelToSnake } from './casing.js';

/** The SDK's name of an operation (its operationId in camelCase). */
type OperationName = keyof operations;

/** The request and answer header the platform names API versions in. */
export const API_VERSION_HEADER = 'api-version';

const idOf = (name: OperationName) => camelToSnake(name) as OperationId;

/** The platform API version that added an operation (e.g. `alertList` → `2026081400.0.0`), if a later one did. */
export const operationSince = (name: OperationName): string | undefined => operationSinceVersions[idOf(name)];

/** Where an operation lived before a version moved it (`until` is the version that moved it), if one did. */
export const operationMovedFrom = (name: OperationName): { path: string; until: string } | undefined =>
  operationExtras[idOf(name)]?.movedFrom;

/** Whether an operation exists at a platform API version (any semantic version, listed or between two). */
export function operationExistsAt(name: OperationName, version: string): boolean {
  const since = operationSince(name);
  return (
    Object.hasOwn(operationMethodPaths, idOf(name)) &&
    (since === undefined || compareApiVersions(version, since) >= 0)
  );
}

/** The path an operation has at a version: where it lived before a later version moved it, or its path now. */
export function operationPathAt(route: OperationRoute, version: string): string {
  const moved = route.movedFrom;
  return moved && compareApiVersions(version, moved.until) < 0 ? moved.path : route.path;
}

/** Refuses a version the SDK cannot speak: not a version, newer than its own or older than the oldest. */
export function checkSpokenVersion(version: string): string {
  const speakable =
    /^\d+\.\d+\.\d+$/.test(version) &&
    compareApiVersions(version, API_VERSION) <= 0 &&
    compareApiVersions(version, OLDEST_API_VERSION) >= 0;
  if (speakable) return version;
  throw new RangeError(
    `apiVersion must be a version between ${OLDEST_API_VERSION} and ${API_VERSION}, not "${version}"`,
  );
}

/** What a client knows of the API version of the server it talks to, from the answers it has had. */
export interface ServerVersionWatch {
  /** The newest API version the server speaks, as its last answer said; undefined before any answer. */
  readonly current: string | undefined;
  /** Notes the version an answer names; the client calls this for every answer. */
  observe(answer: { headers: { get(name: string): string | null } }): void;
  /** Calls `listener` whenever the server's version changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Whether the server speaks a newer version than this SDK (the platform was updated under the client). */
  isNewerThanClient(): boolean;
  /** Whether the server has an operation; true while its version is unknown. */
  has(name: OperationName): boolean;
}

/** Creates a watch to pass as `serverVersion` to `createApi`: it follows the server's `api-version` answers. */
export function createServerVersionWatch(): ServerVersionWatch {
  let current: string | undefined;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    observe(answer) {
      const named = answer.headers.get(API_VERSION_HEADER);
      if (!named || named === current || !/^\d+\.\d+\.\d+/.test(named)) return;
      current = named;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isNewerThanClient: () => current !== undefined && compareApiVersions(current, API_VERSION) > 0,
    has: (name) => current === undefined || operationExistsAt(name, current),
  };
}
