// `@rackconsole/sdk/disk-import`: importing a local disk image into a new disk, on its own entry point so that
// only code that uploads pays for it. The console's upload and `rackctl disk import` both run it.
export {
  DISK_IMPORT_CHUNK_BYTES,
  DISK_IMPORT_DEFAULT_PARALLELISM,
  DISK_IMPORT_MAX_PARALLELISM,
  defaultDiskImportSize,
  diskImportSizeProblem,
  parallelismProblem,
} from './chunks.js';
export {
  DiskImportError,
  type DiskImportImage,
  type DiskImportProgress,
  type DiskImportResult,
  type DiskImportStep,
  type DiskImportStepStatus,
  type ImportDiskOptions,
  importDisk,
} from './import-disk.js';
export { blobSource, type DiskImportSource, fileHandleSource, type PositionalReader } from './source.js';
