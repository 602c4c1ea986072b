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
  uint64,
  uuid,
} from './shared.js';

// Disk shapes (also used by instances, images and snapshots) ----------------------------------------------

export const BlockSize = named('BlockSize', z.literal([512, 2048, 4096]));
export const DiskType = named('DiskType', z.enum(['distributed', 'local']));

const diskStateOf = <T extends string>(state: T) => z.object({ state: z.literal(state) });
const attachedDiskStateOf = <T extends string>(state: T) =>
  z.object({ state: z.literal(state), instance: uuid() });

/** Where a disk is in its life cycle; the attach states name the instance involved. */
export const DiskState = named(
  'DiskState',
  z.discriminatedUnion('state', [
    diskStateOf('creating'),
    diskStateOf('detached'),
    diskStateOf('import_ready'),
    diskStateOf('importing_from_url'),
    diskStateOf('importing_from_bulk_writes'),
    diskStateOf('finalizing'),
    diskStateOf('maintenance'),
    attachedDiskStateOf('attaching'),
    attachedDiskStateOf('attached'),
    attachedDiskStateOf('detaching'),
    diskStateOf('destroyed'),
    diskStateOf('faulted'),
  ]),
);

export const Disk = named(
  'Disk',
  z.object({
    ...identityMetadata,
    block_size: BlockSize,
    device_path: z.string(),
    disk_type: DiskType,
    image_id: uuid().nullable().optional(),
    project_id: uuid(),
    read_only: z.boolean(),
    size: ByteCount,
    snapshot_id: uuid().nullable().optional(),
    state: DiskState,
  }),
);
export const DiskResultsPage = pageOf('DiskResultsPage', Disk);

/** What a new distributed disk starts from: nothing, a snapshot, an image, or blocks written by the client. */
export const DiskSource = named(
  'DiskSource',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('blank'), block_size: BlockSize }),
    z.object({ type: z.literal('snapshot'), snapshot_id: uuid(), read_only: z.boolean().default(false) }),
    z.object({ type: z.literal('image'), image_id: uuid(), read_only: z.boolean().default(false) }),
    z.object({ type: z.literal('importing_blocks'), block_size: BlockSize }),
  ]),
);

export const DiskBackend = named(
  'DiskBackend',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('local') }),
    z.object({ type: z.literal('distributed'), disk_source: DiskSource }),
  ]),
);

export const DiskCreate = named(
  'DiskCreate',
  z.object({ name: Name, description: z.string(), disk_backend: DiskBackend, size: ByteCount }),
);

/** Names the disk an instance attaches or detaches. */
export const DiskPath = named('DiskPath', z.object({ disk: NameOrId }));

export const ImportBlocksBulkWrite = named(
  'ImportBlocksBulkWrite',
  z.object({ base64_encoded_data: z.string(), offset: uint64() }),
);

export const FinalizeDisk = named('FinalizeDisk', z.object({ snapshot_name: Name.nullable().optional() }));

// Operations -------------------------------------------------------------------------------------------------

const tag = 'disks';
const disk = pathOf('disk');

export const diskOperations = defineOperations({
  disk_list: {
    method: 'get',
    path: '/v1/disks',
    tag,
    summary: 'List disks',
    query: projectListQuery,
    status: 200,
    response: DiskResultsPage,
  },
  disk_create: {
    method: 'post',
    path: '/v1/disks',
    tag,
    summary: 'Create a disk',
    query: projectRequired,
    body: DiskCreate,
    status: 201,
    response: Disk,
  },
  disk_view: {
    method: 'get',
    path: '/v1/disks/{disk}',
    tag,
    summary: 'Fetch a disk',
    pathParams: disk,
    query: projectScope,
    status: 200,
    response: Disk,
  },
  disk_delete: {
    method: 'delete',
    path: '/v1/disks/{disk}',
    tag,
    summary: 'Delete a disk',
    pathParams: disk,
    query: projectScope,
    status: 204,
  },
  disk_bulk_write_import: {
    method: 'post',
    path: '/v1/disks/{disk}/bulk-write',
    tag,
    summary: 'Write a chunk of blocks into an importing disk',
    pathParams: disk,
    query: projectScope,
    body: ImportBlocksBulkWrite,
    status: 204,
  },
  disk_bulk_write_import_start: {
    method: 'post',
    path: '/v1/disks/{disk}/bulk-write-start',
    tag,
    summary: 'Begin a bulk block import',
    pathParams: disk,
    query: projectScope,
    status: 204,
  },
  disk_bulk_write_import_stop: {
    method: 'post',
    path: '/v1/disks/{disk}/bulk-write-stop',
    tag,
    summary: 'End a bulk block import',
    pathParams: disk,
    query: projectScope,
    status: 204,
  },
  disk_finalize_import: {
    method: 'post',
    path: '/v1/disks/{disk}/finalize',
    tag,
    summary: 'Finish importing a disk',
    pathParams: disk,
    query: projectScope,
    body: FinalizeDisk,
    status: 204,
  },
});
