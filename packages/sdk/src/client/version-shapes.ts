import { API_VERSION, compareApiVersions } from '../contract/version.js';
import type { OperationId } from '../generated/operations.js';
import { type ShapePlan, versionShapes } from '../generated/version-shapes.js';

/**
 * Renames, in place, the fields of every object `plan` leads to: to the names the newest version gives them
 * (`toNewest`, an answer), or to those of `version` (a request body). Renames are undone newest first and redone
 * oldest first, so that one direction is the inverse of the other.
 */
function reshape(value: unknown, plan: ShapePlan, version: string, toNewest: boolean): void {
  if (Array.isArray(value)) {
    for (const item of value) reshape(item, plan, version, toNewest);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const object = value as Record<string, unknown>;
  const renames = (plan.renamed ?? []).filter(([since]) => compareApiVersions(version, since) < 0);
  const move = (from: string, to: string) => {
    if (!Object.hasOwn(object, from)) return;
    object[to] = object[from];
    delete object[from];
  };
  if (toNewest) for (const [, older, newer] of renames) move(older, newer);
  for (const [key, child] of Object.entries(plan.properties ?? {}))
    reshape(object[key], child, version, toNewest);
  if (plan.values) for (const item of Object.values(object)) reshape(item, plan.values, version, toNewest);
  const tag = plan.tag === undefined ? undefined : String(object[plan.tag]);
  if (tag !== undefined && plan.variants && Object.hasOwn(plan.variants, tag))
    reshape(object, plan.variants[tag] as ShapePlan, version, toNewest);
  if (!toNewest) for (const [, older, newer] of renames.reverse()) move(newer, older);
}

/**
 * How a client turns an operation's wire body between the newest shapes and those of the version it speaks: a
 * request body written in the newest shapes goes to `version`'s; an answer (`toNewest`) comes from them.
 */
export type ShapeTranslation = (
  operationId: string | undefined,
  wire: unknown,
  version: string,
  toNewest?: boolean,
) => unknown;

/**
 * The translation of every field an older API version names differently (from 2026081901 a numbered BGP peer's
 * `ip` is its `target_addr`), for `createApi`'s `shapes` option: a client speaking an older version then sends
 * and gets the newest shapes its types describe. Rewrites bodies in place: the transport's own copies.
 */
export const olderVersionShapes: ShapeTranslation = (operationId, wire, version, toNewest = false) => {
  const plans = versionShapes[operationId as OperationId];
  return reshapeByPlan(toNewest ? plans?.response : plans?.request, wire, version, toNewest);
};

/** Applies one plan (see `olderVersionShapes`), in place; only for a version older than the SDK's. */
export function reshapeByPlan(
  plan: ShapePlan | undefined,
  wire: unknown,
  version: string,
  toNewest: boolean,
) {
  if (plan && compareApiVersions(version, API_VERSION) < 0) reshape(wire, plan, version, toNewest);
  return wire;
}
