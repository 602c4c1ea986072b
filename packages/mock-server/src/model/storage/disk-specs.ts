import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import { newId } from '../../store/ids';
import type { Tables, Wire } from '../../store/tables';
import type { Actor } from '../core/context';
import { invalidRequest, invalidValue, notFound } from '../core/errors';
import { formatBytes, GiB } from '../core/units';
import { seesProject } from '../identity/project-select';

type DiskRow = Tables['disks'];
type ProjectRow = Tables['projects'];
type DiskBackend = Wire<typeof contract.DiskBackend>;
type BlockSize = Wire<typeof contract.BlockSize>;

/** The platform's disk size limits: whole GiB, at least 1 GiB, distributed disks under 1 TiB. */
const MIN_DISK_SIZE = GiB;
const MAX_DISK_SIZE = 1023 * GiB;
/** Local disks always use 4 KiB blocks. */
const LOCAL_BLOCK_SIZE = 4096;

/** What a new disk will be, once its backend and source are checked. */
export interface DiskDraft {
  name: string;
  description: string;
  size: number;
  block_size: BlockSize;
  disk_type: 'distributed' | 'local';
  image_id: string | null;
  snapshot_id: string | null;
  read_only: boolean;
  /** Created to receive blocks from the client: starts in `import_ready`. */
  importing: boolean;
}

interface DiskSpec {
  name: string;
  description: string;
  size: number;
  disk_backend: DiskBackend;
}

function sourceOf(db: Db, actor: Actor, project: ProjectRow, backend: DiskBackend, size: number) {
  if (backend.type === 'local') {
    return { block_size: LOCAL_BLOCK_SIZE as BlockSize, image_id: null, snapshot_id: null, read_only: false };
  }
  const source = backend.disk_source;
  if (source.type === 'blank' || source.type === 'importing_blocks') {
    return { block_size: source.block_size, image_id: null, snapshot_id: null, read_only: false };
  }
  if (source.type === 'snapshot') {
    const snapshot = db.table('snapshots').get(source.snapshot_id);
    if (!snapshot || !seesProject(db, actor, snapshot.project_id)) {
      throw notFound('snapshot', 'id', source.snapshot_id);
    }
    if (snapshot.project_id !== project.id) throw invalidRequest('snapshot does not belong to this project');
    if (snapshot.size > size) {
      throw invalidRequest(
        `disk size ${size} must be greater than or equal to snapshot size ${snapshot.size}`,
      );
    }
    const block_size = snapshot.block_size;
    return { block_size, image_id: null, snapshot_id: snapshot.id, read_only: source.read_only };
  }
  const image = db.table('images').get(source.image_id);
  const visible = image?.project_id
    ? seesProject(db, actor, image.project_id)
    : image?.silo_id === actor.siloId;
  if (!image || !visible) throw notFound('image', 'id', source.image_id);
  if (image.project_id && image.project_id !== project.id) {
    throw invalidRequest('image does not belong to this project');
  }
  if (image.size > size) {
    throw invalidRequest(`disk size ${size} must be greater than or equal to image size ${image.size}`);
  }
  return { block_size: image.block_size, image_id: image.id, snapshot_id: null, read_only: source.read_only };
}

/** Checks a disk create request (its source and size) as the platform does, before anything is written. */
export function draftDisk(db: Db, actor: Actor, project: ProjectRow, spec: DiskSpec): DiskDraft {
  const source = sourceOf(db, actor, project, spec.disk_backend, spec.size);
  if (spec.size % source.block_size !== 0) {
    throw invalidValue(
      'size and block_size',
      `total size must be a multiple of block size ${source.block_size}`,
    );
  }
  if (spec.size < MIN_DISK_SIZE) {
    throw invalidValue('size', `total size must be at least ${formatBytes(MIN_DISK_SIZE)}`);
  }
  if (spec.size % MIN_DISK_SIZE !== 0) {
    throw invalidValue('size', `total size must be a multiple of ${formatBytes(MIN_DISK_SIZE)}`);
  }
  if (spec.disk_backend.type === 'distributed' && spec.size > MAX_DISK_SIZE) {
    throw invalidValue('size', `total size must be less than ${formatBytes(MAX_DISK_SIZE)}`);
  }
  const importing =
    spec.disk_backend.type === 'distributed' && spec.disk_backend.disk_source.type === 'importing_blocks';
  return {
    name: spec.name,
    description: spec.description,
    size: spec.size,
    disk_type: spec.disk_backend.type,
    importing,
    ...source,
  };
}

/** A disk row for a checked draft, in the given state. */
export function diskRow(draft: DiskDraft, projectId: string, state: DiskRow['state'], now: Date): DiskRow {
  const time = now.toISOString();
  const { importing: _importing, ...fields } = draft;
  return {
    ...fields,
    id: newId(),
    project_id: projectId,
    device_path: `/mnt/${draft.name}`,
    state,
    pending_states: [],
    state_clock: time,
    time_created: time,
    time_modified: time,
  };
}

/** Why a disk cannot be attached, in the platform's words, or undefined when it can. */
export function attachRefusal(disk: DiskRow, instanceId: string): string | undefined {
  const state = disk.state;
  if (state.state === 'creating' || state.state === 'detached') return undefined;
  const reason =
    'instance' in state
      ? state.instance === instanceId
        ? 'disk is already attached to this instance'
        : 'disk is attached to another instance'
      : `disk is ${state.state.replaceAll('_', ' ')}`;
  return `cannot attach disk "${disk.name}": ${reason}`;
}
