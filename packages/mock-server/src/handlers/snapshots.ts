import { snapshotCreate, snapshotDelete, snapshotList, snapshotView } from '../model/operations/snapshots';
import type { Handlers } from './types';

export const snapshotHandlers: Handlers = {
  snapshot_list: snapshotList,
  snapshot_create: snapshotCreate,
  snapshot_view: snapshotView,
  snapshot_delete: snapshotDelete,
};
