import type * as contract from '@rackconsole/sdk/contract';
import { invalidRequest, notFound, PlatformError } from '../runtime/errors';
import type { Handlers } from '../runtime/types';
import type { Db, Tables } from '../store/db';
import { newId } from '../store/ids';
import { requireFleet } from './authz';
import { paginate } from './paginate';
import type { Wire } from './tables';

/** The rack's update state: what it is moving to, from what, and since when. */
export interface UpdateStateRow {
  id: 'fleet';
  target_release: Wire<typeof contract.TargetRelease> | null;
  /** The release the components ran before the current target was set. */
  previous_version: string | null;
  suspended: boolean;
  contact_support: boolean;
}

declare module '../store/db' {
  interface Tables {
    /** Keyed by system version; `name` is an internal key that sorts like the version. */
    tufRepos: Wire<typeof contract.TufRepo> & { id: string; name: string };
    updateState: UpdateStateRow;
    updatesTrustRoots: Wire<typeof contract.UpdatesTrustRoot>;
  }
}

type TufRepoRow = Tables['tufRepos'];

/** How many planning steps a rack update takes; each lasts one transition. */
const UPDATE_STEPS = 20;

const SEMVER_IN_TEXT = /(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?/;

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
function componentCount(db: Db): number {
  const sleds = [...db.table('sleds').values()].filter((sled) => sled.policy.kind === 'in_service').length;
  return sleds * 4 + db.table('switches').size * 3;
}

const stateOf = (db: Db): UpdateStateRow =>
  db.table('updateState').get('fleet') ?? {
    id: 'fleet',
    target_release: null,
    previous_version: null,
    suspended: false,
    contact_support: false,
  };

function findRepo(db: Db, version: string): TufRepoRow {
  const repo = db.table('tufRepos').get(version);
  if (!repo) throw notFound('tuf-repo', 'id', version);
  return repo;
}

/** The update's progress: components move to the target release one planning step at a time. */
function updateStatus(db: Db, now: Date, transitionMs: number) {
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

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The version an uploaded archive carries: the one its file name states, else the next major release. */
function versionOf(db: Db, fileName: string): string {
  const stated = SEMVER_IN_TEXT.exec(fileName)?.[0];
  if (stated) return stated;
  const newest = [...db.table('tufRepos').values()].sort((a, b) => (a.name < b.name ? 1 : -1))[0];
  const major = Number(newest?.system_version.split('.')[0] ?? 0);
  return `${major + 1}.0.0`;
}

/** A TUF root role document is a signed object whose `signed._type` is `root`. */
function checkRootRole(document: unknown) {
  const signed = (document as { signed?: { _type?: unknown } } | null)?.signed;
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw invalidRequest('invalid root role: expected a JSON object');
  }
  if (typeof signed !== 'object' || signed === null || signed._type !== 'root') {
    throw invalidRequest('invalid root role: expected a signed document of type "root"');
  }
}

export const systemUpdateHandlers: Handlers = {
  system_update_repository_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer');
    const mode = query.sort_by === 'version_ascending' ? 'name_ascending' : 'name_descending';
    return paginate(db.table('tufRepos').values(), { ...query, sort_by: mode }, mode);
  },

  system_update_repository_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer');
    return findRepo(db, path.system_version);
  },

  system_update_repository_upload: async ({ db, actor, query, body, now }) => {
    requireFleet(db, actor, 'admin');
    if (body.length === 0) throw invalidRequest('invalid repository: the uploaded archive is empty');
    const hash = await sha256Hex(body);
    // Nothing awaits from here on: the check and the insert happen together.
    const repos = db.table('tufRepos');
    const same = [...repos.values()].find((repo) => repo.hash === hash);
    if (same) return { repo: same, status: 'already_exists' };
    const version = versionOf(db, query.file_name);
    const existing = repos.get(version);
    if (existing) {
      throw new PlatformError(
        409,
        'Conflict',
        `uploaded repository with system version ${version} has SHA-256 hash ${hash}, which differs from the previously uploaded repository with the same version (hash ${existing.hash})`,
      );
    }
    const repo: TufRepoRow = {
      id: version,
      name: versionSortKey(version),
      file_name: query.file_name,
      hash,
      system_version: version,
      time_created: now.toISOString(),
    };
    repos.set(version, repo);
    return { repo, status: 'inserted' };
  },

  system_update_status: ({ db, actor, now, settings }) => {
    requireFleet(db, actor, 'viewer');
    return updateStatus(db, now, settings.transitionMs);
  },

  target_release_update: ({ db, actor, body, now, settings }) => {
    requireFleet(db, actor, 'admin');
    const repo = findRepo(db, body.system_version);
    const state = stateOf(db);
    const current = state.target_release?.version;
    if (current && versionSortKey(repo.system_version) < versionSortKey(current)) {
      throw invalidRequest(
        `requested target release (${repo.system_version}) must not be older than the current target release (${current})`,
      );
    }
    if (current === repo.system_version) return;
    // The rack keeps what it has already moved to; the components still on older software follow the new target.
    const progress = updateStatus(db, now, settings.transitionMs).components_by_release_version;
    const mostlyOn = Object.entries(progress).sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
    db.table('updateState').set('fleet', {
      ...state,
      previous_version: mostlyOn,
      target_release: { version: repo.system_version, time_requested: now.toISOString() },
    });
  },

  system_update_recovery_finish: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin');
    findRepo(db, body.system_version);
    db.table('updateState').set('fleet', { ...stateOf(db), suspended: false, contact_support: false });
  },

  system_update_trust_root_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer');
    return paginate(db.table('updatesTrustRoots').values(), query, 'id_ascending');
  },

  system_update_trust_root_create: ({ db, actor, body, now }) => {
    requireFleet(db, actor, 'admin');
    checkRootRole(body);
    const root = { id: newId(), root_role: body, time_created: now.toISOString() };
    db.table('updatesTrustRoots').set(root.id, root);
    return root;
  },

  system_update_trust_root_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer');
    const root = db.table('updatesTrustRoots').get(path.trust_root_id);
    if (!root) throw notFound('updates-trust-root', 'id', path.trust_root_id);
    return root;
  },

  system_update_trust_root_delete: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin');
    if (!db.table('updatesTrustRoots').delete(path.trust_root_id)) {
      throw notFound('updates-trust-root', 'id', path.trust_root_id);
    }
  },
};
