import type { Api, BlockSize } from '@rackconsole/sdk';
import {
  blobSource,
  DiskImportError,
  type DiskImportImage,
  type DiskImportStep,
  type DiskImportStepStatus,
  importDisk,
} from '@rackconsole/sdk/disk-import';
import { inputFirstSource } from './inputFirstSource';

/** What an upload makes: a disk written from the file, a snapshot of it, and optionally an image of that. */
export interface UploadPlan {
  file: Blob;
  blockSize: BlockSize;
  disk: { name: string; description: string; size: number };
  snapshotName: string;
  image?: DiskImportImage;
  /** For an image upload the disk and snapshot only carry the data: they are removed once the image exists. */
  temporary: boolean;
}

/** Where an upload goes: the platform's client and the project the disk is made in. */
export interface UploadTarget {
  api: Api;
  project: string;
}

/** The steps of an upload in order; `rollback` runs only when a failed or canceled upload created something. */
export type UploadStepId = DiskImportStep;

export type StepStatus = DiskImportStepStatus;

/** The steps a plan goes through, with the words the panel shows for them. */
export function uploadSteps(
  plan: Pick<UploadPlan, 'image' | 'temporary'>,
): { id: UploadStepId; label: string }[] {
  return [
    { id: 'createDisk' as const, label: plan.temporary ? 'Create temporary disk' : 'Create disk' },
    { id: 'startImport' as const, label: 'Start import' },
    { id: 'writeData' as const, label: 'Upload image data' },
    { id: 'stopImport' as const, label: 'Stop import' },
    { id: 'finalize' as const, label: 'Create snapshot' },
    ...(plan.image ? [{ id: 'createImage' as const, label: 'Create image' }] : []),
    ...(plan.temporary
      ? [{ id: 'removeTemporary' as const, label: 'Remove temporary disk and snapshot' }]
      : []),
  ];
}

export type UploadResult =
  | { status: 'done'; cleanupError?: unknown }
  | { status: 'canceled'; cleanupError?: unknown }
  | { status: 'failed'; error: unknown; cleanupError?: unknown };

/**
 * Runs an upload through the SDK's `importDisk`, from disk creation to the image. A failure or a cancel
 * (through `signal`) stops it and removes what it created, newest first, so nothing is left half-written.
 */
export async function runUpload(
  plan: UploadPlan,
  { api, project }: UploadTarget,
  options: {
    onStep: (step: UploadStepId, status: StepStatus) => void;
    onProgress: (written: number, total: number) => void;
    signal?: AbortSignal;
  },
): Promise<UploadResult> {
  try {
    const { leftoverError } = await importDisk(api, {
      project,
      ...plan.disk,
      source: inputFirstSource(blobSource(plan.file)),
      blockSize: plan.blockSize,
      snapshotName: plan.snapshotName,
      image: plan.image,
      temporary: plan.temporary,
      signal: options.signal,
      onStep: options.onStep,
      onProgress: ({ written, total }) => options.onProgress(written, total),
    });
    return { status: 'done', cleanupError: leftoverError };
  } catch (error) {
    if (!(error instanceof DiskImportError)) return { status: 'failed', error };
    return error.aborted
      ? { status: 'canceled', cleanupError: error.cleanupError }
      : { status: 'failed', error: error.cause, cleanupError: error.cleanupError };
  }
}
