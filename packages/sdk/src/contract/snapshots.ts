import { z } from 'zod';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  ByteCount,
  identityMetadata,
  Name,
  NameOrId,
  pageOf,
  pathOf,
  projectListQuery,
  projectRequired,
  projectScope,
  uuid,
} from './shared.js';

export const SnapshotState = named('SnapshotState', z.enum(['creating', 'ready', 'faulted', 'destroyed']));

export const Snapshot = named(
  'Snapshot',
  z.object({
    ...identityMetadata,
    disk_id: uuid(),
    project_id: uuid(),
    size: ByteCount,
    state: SnapshotState,
  }),
);
export const SnapshotResultsPage = pageOf('SnapshotResultsPage', Snapshot);

export const SnapshotCreate = named(
  'SnapshotCreate',
  z.object({ name: Name, description: z.string(), disk: NameOrId }),
);

const tag = 'snapshots';
const snapshot = pathOf('snapshot');

export const snapshotOperations = defineOperations({
  snapshot_list: {
    method: 'get',
    path: '/v1/snapshots',
    tag,
    summary: 'List snapshots',
    query: projectListQuery,
    status: 200,
    response: SnapshotResultsPage,
  },
  snapshot_create: {
    method: 'post',
    path: '/v1/snapshots',
    tag,
    summary: 'Snapshot a disk',
    query: projectRequired,
    body: SnapshotCreate,
    status: 201,
    response: Snapshot,
  },
  snapshot_view: {
    method: 'get',
    path: '/v1/snapshots/{snapshot}',
    tag,
    summary: 'Fetch a snapshot',
    pathParams: snapshot,
    query: projectScope,
    status: 200,
    response: Snapshot,
  },
  snapshot_delete: {
    method: 'delete',
    path: '/v1/snapshots/{snapshot}',
    tag,
    summary: 'Delete a snapshot',
    pathParams: snapshot,
    query: projectScope,
    status: 204,
  },
});
