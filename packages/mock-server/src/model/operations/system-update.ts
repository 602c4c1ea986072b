import { newId } from '../../store/ids';
import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest, notFound, PlatformError } from '../core/errors';
import { paginate } from '../core/paginate';
import {
  checkRootRole,
  findRepo,
  settleUpdate,
  sha256Hex,
  stateOf,
  type TufRepoRow,
  updateStatus,
  versionOf,
  versionSortKey,
} from '../system/system-update';

export const systemUpdateRepositoryList: Operation<'system_update_repository_list'> = ({
  db,
  actor,
  query,
}) => {
  requireFleet(db, actor, 'viewer');
  const mode = query.sort_by === 'version_ascending' ? 'name_ascending' : 'name_descending';
  return paginate(db.table('tufRepos').values(), { ...query, sort_by: mode }, mode);
};

export const systemUpdateRepositoryView: Operation<'system_update_repository_view'> = ({
  db,
  actor,
  path,
}) => {
  requireFleet(db, actor, 'viewer');
  return findRepo(db, path.system_version);
};

export const systemUpdateRepositoryUpload: Operation<'system_update_repository_upload'> = async ({
  db,
  actor,
  query,
  body,
  now,
}) => {
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
};

export const systemUpdateStatus: Operation<'system_update_status'> = ({ db, actor, now, settings }) => {
  requireFleet(db, actor, 'viewer');
  return updateStatus(db, now, settings.transitionMs);
};

export const targetReleaseUpdate: Operation<'target_release_update'> = ({
  db,
  actor,
  body,
  now,
  settings,
}) => {
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
  // An update that finished before this new target raised its alert then, whether or not anyone looked.
  settleUpdate(db, now, settings.transitionMs);
  // The rack keeps what it has already moved to; the components still on older software follow the new target.
  const progress = updateStatus(db, now, settings.transitionMs).components_by_release_version;
  const mostlyOn = Object.entries(progress).sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  db.table('updateState').set('fleet', {
    ...state,
    previous_version: mostlyOn,
    target_release: { version: repo.system_version, time_requested: now.toISOString() },
  });
};

export const systemUpdateRecoveryFinish: Operation<'system_update_recovery_finish'> = ({
  db,
  actor,
  body,
}) => {
  requireFleet(db, actor, 'admin');
  findRepo(db, body.system_version);
  db.table('updateState').set('fleet', { ...stateOf(db), suspended: false, contact_support: false });
};

export const systemUpdateTrustRootList: Operation<'system_update_trust_root_list'> = ({
  db,
  actor,
  query,
}) => {
  requireFleet(db, actor, 'viewer');
  return paginate(db.table('updatesTrustRoots').values(), query, 'id_ascending');
};

export const systemUpdateTrustRootCreate: Operation<'system_update_trust_root_create'> = ({
  db,
  actor,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  checkRootRole(body);
  const root = { id: newId(), root_role: body, time_created: now.toISOString() };
  db.table('updatesTrustRoots').set(root.id, root);
  return root;
};

export const systemUpdateTrustRootView: Operation<'system_update_trust_root_view'> = ({
  db,
  actor,
  path,
}) => {
  requireFleet(db, actor, 'viewer');
  const root = db.table('updatesTrustRoots').get(path.trust_root_id);
  if (!root) throw notFound('updates-trust-root', 'id', path.trust_root_id);
  return root;
};

export const systemUpdateTrustRootDelete: Operation<'system_update_trust_root_delete'> = ({
  db,
  actor,
  path,
}) => {
  requireFleet(db, actor, 'admin');
  if (!db.table('updatesTrustRoots').delete(path.trust_root_id)) {
    throw notFound('updates-trust-root', 'id', path.trust_root_id);
  }
};
