import type { Db } from '../../store/db';
import type { Tables, UpdateStateRow } from '../../store/tables';
import { invalidRequest, notFound } from '../core/errors';
import { raiseAlert } from './alert-log';

export type TufRepoRow = Tables['tufRepos'];

/** How many planning steps a rack update takes; each lasts one transition. */
export const UPDATE_STEPS = 20;

export const SEMVER_IN_TEXT = /(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?/;

/** A key that sorts like the version: numeric parts padded, and a release after its pre-releases. */
export function versionSortKey(version: string): string {
  const [core = '', pre] = version.split('+')[0]?.split(/-(.*)/s) ?? [];
  const padded = core
    .split('.')
    .map((part) => part.padStart(10, '0'))
    .join('.');
  return pre ? `${padded}-${pre}` : `${padded}~`;
}

/** The components that run system software: per sled its host OS, service processor, RoT and bootloader. */
export function componentCount(db: Db): number {
  const sleds = [...db.table('sleds').values()].filter((sled) => sled.policy.kind === 'in_service').length;
  return sleds * 4 + db.table('switches').size * 3;
}

export const stateOf = (db: Db): UpdateStateRow =>
  db.table('updateState').get('fleet') ?? {
    id: 'fleet',
    target_release: null,
    previous_version: null,
    suspended: false,
    contact_support: false,
  };

export function findRepo(db: Db, version: string): TufRepoRow {
  const repo = db.table('tufRepos').get(version);
  if (!repo) throw notFound('tuf-repo', 'id', version);
  return repo;
}

/**
 * Raises `update.completed` once the rack has moved every component from its previous release to the target (an
 * update, not the first target a rack is given), at the time the last step finished; once per target.
 */
export function settleUpdate(db: Db, now: Date, transitionMs: number) {
  const state = stateOf(db);
  const target = state.target_release;
  if (!target || !state.previous_version || state.suspended) return;
  const requested = Date.parse(target.time_requested);
  const completed = requested + UPDATE_STEPS * Math.max(transitionMs, 1);
  if (completed > now.getTime()) return;
  const raised = [...db.table('alerts').values()].some(
    (alert) =>
      alert.alert_class === 'update.completed' &&
      alert.payload?.system_version === target.version &&
      Date.parse(alert.time_created) >= requested,
  );
  if (!raised) raiseAlert(db, 'update.completed', { system_version: target.version }, new Date(completed));
}

/** The update's progress: components move to the target release one planning step at a time. */
export function updateStatus(db: Db, now: Date, transitionMs: number) {
  const state = stateOf(db);
  const total = componentCount(db);
  const target = state.target_release;
  if (!target) {
    return {
      components_by_release_version: {},
      contact_support: state.contact_support,
      suspended: state.suspended,
      target_release: null,
      time_last_step_planned: now.toISOString(),
    };
  }
  const requested = Date.parse(target.time_requested);
  const steps = Math.min(UPDATE_STEPS, Math.floor((now.getTime() - requested) / Math.max(transitionMs, 1)));
  const moving = state.suspended ? 0 : steps;
  const updated = state.previous_version ? Math.floor((total * moving) / UPDATE_STEPS) : total;
  const counts: Record<string, number> = {};
  if (updated > 0) counts[target.version] = updated;
  if (state.previous_version && total - updated > 0) counts[state.previous_version] = total - updated;
  return {
    components_by_release_version: counts,
    contact_support: state.contact_support,
    suspended: state.suspended,
    target_release: target,
    time_last_step_planned: new Date(requested + moving * transitionMs).toISOString(),
  };
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The version an uploaded archive carries: the one its file name states, else the next major release. */
export function versionOf(db: Db, fileName: string): string {
  const stated = SEMVER_IN_TEXT.exec(fileName)?.[0];
  if (stated) return stated;
  const newest = [...db.table('tufRepos').values()].sort((a, b) => (a.name < b.name ? 1 : -1))[0];
  const major = Number(newest?.system_version.split('.')[0] ?? 0);
  return `${major + 1}.0.0`;
}

/** A TUF root role document is a signed object whose `signed._type` is `root`. */
export function checkRootRole(document: unknown) {
  const signed = (document as { signed?: { _type?: unknown } } | null)?.signed;
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw invalidRequest('invalid root role: expected a JSON object');
  }
  if (typeof signed !== 'object' || signed === null || signed._type !== 'root') {
    throw invalidRequest('invalid root role: expected a signed document of type "root"');
  }
}
