import { newId } from '../../store/ids';
import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { PlatformError } from '../core/errors';
import { paginate } from '../core/paginate';
import {
  advanceBundles,
  type BundleRow,
  checkComment,
  downloadable,
  fileOf,
  findBundle,
  indexText,
  REASON_FOR_CREATION,
  sized,
} from '../system/support-bundles';

export const supportBundleList: Operation<'support_bundle_list'> = ({ db, actor, query, now, settings }) => {
  requireFleet(db, actor, 'viewer');
  advanceBundles(db, now, settings.transitionMs);
  return paginate(db.table('supportBundles').values(), query, 'time_and_id_ascending');
};

export const supportBundleCreate: Operation<'support_bundle_create'> = ({ db, actor, body, now }) => {
  requireFleet(db, actor, 'admin');
  checkComment(body.user_comment);
  const held = [...db.table('supportBundles').values()].filter((bundle) => bundle.state !== 'failed').length;
  const room = [...db.table('physicalDisks').values()].filter(
    (disk) => disk.form_factor === 'u2' && disk.policy.kind === 'in_service' && disk.state === 'active',
  ).length;
  if (held >= room) {
    throw new PlatformError(
      507,
      'InsufficientCapacity',
      "Insufficient capacity: Current policy limits support bundle creation to 'one per external disk', and no disks are available. You must delete old support bundles before new ones can be created",
    );
  }
  const bundle: BundleRow = {
    id: newId(),
    reason_for_creation: REASON_FOR_CREATION,
    reason_for_failure: null,
    state: 'collecting',
    time_created: now.toISOString(),
    user_comment: body.user_comment ?? null,
  };
  db.table('supportBundles').set(bundle.id, bundle);
  return bundle;
};

export const supportBundleView: Operation<'support_bundle_view'> = ({ db, actor, path, now, settings }) => {
  requireFleet(db, actor, 'viewer');
  return findBundle(db, path.bundle_id, now, settings.transitionMs);
};

export const supportBundleUpdate: Operation<'support_bundle_update'> = ({
  db,
  actor,
  path,
  body,
  now,
  settings,
}) => {
  requireFleet(db, actor, 'admin');
  const bundle = findBundle(db, path.bundle_id, now, settings.transitionMs);
  checkComment(body.user_comment);
  bundle.user_comment = body.user_comment ?? null;
  db.table('supportBundles').set(bundle.id, bundle);
  return bundle;
};

export const supportBundleDelete: Operation<'support_bundle_delete'> = ({
  db,
  actor,
  path,
  now,
  settings,
}) => {
  requireFleet(db, actor, 'admin');
  const bundle = findBundle(db, path.bundle_id, now, settings.transitionMs);
  if (bundle.state !== 'destroying') {
    bundle.state = 'destroying';
    bundle.time_deleted = now.toISOString();
    db.table('supportBundles').set(bundle.id, bundle);
  }
};

export const supportBundleDownload: Operation<'support_bundle_download'> = ({
  db,
  actor,
  path,
  now,
  settings,
  setHeader,
}) => {
  requireFleet(db, actor, 'viewer');
  return sized(setHeader, downloadable(db, path.bundle_id, now, settings.transitionMs).archive);
};

export const supportBundleHead: Operation<'support_bundle_head'> = ({
  db,
  actor,
  path,
  now,
  settings,
  setHeader,
}) => {
  requireFleet(db, actor, 'viewer');
  return sized(setHeader, downloadable(db, path.bundle_id, now, settings.transitionMs).archive);
};

export const supportBundleIndex: Operation<'support_bundle_index'> = ({
  db,
  actor,
  path,
  now,
  settings,
  setHeader,
}) => {
  requireFleet(db, actor, 'viewer');
  const { entries } = downloadable(db, path.bundle_id, now, settings.transitionMs);
  return sized(setHeader, indexText(entries));
};

export const supportBundleDownloadFile: Operation<'support_bundle_download_file'> = ({
  db,
  actor,
  path,
  now,
  settings,
  setHeader,
}) => {
  requireFleet(db, actor, 'viewer');
  const { entries } = downloadable(db, path.bundle_id, now, settings.transitionMs);
  return sized(setHeader, fileOf(entries, path.file));
};

export const supportBundleHeadFile: Operation<'support_bundle_head_file'> = ({
  db,
  actor,
  path,
  now,
  settings,
  setHeader,
}) => {
  requireFleet(db, actor, 'viewer');
  const { entries } = downloadable(db, path.bundle_id, now, settings.transitionMs);
  return sized(setHeader, fileOf(entries, path.file));
};
