import type { BlockSize, Params } from '@rackconsole/sdk';
import { call } from '~/api/queries';
import type { UploadClient, UploadPlan } from './upload';

/** The create request of the disk an upload writes into: empty, taking bulk writes of the block size. */
export const importingDiskCreateRequest = (
  project: string,
  { name, description, size }: UploadPlan['disk'],
  blockSize: BlockSize,
): Params<'diskCreate'> => ({
  query: { project },
  body: {
    name,
    description,
    size,
    diskBackend: { type: 'distributed', diskSource: { type: 'importing_blocks', blockSize } },
  },
});

/** The upload's platform calls for one project. */
export function uploadClient(project: string): UploadClient {
  const query = { project };
  const disk = (name: string) => ({ path: { disk: name }, query });
  return {
    createImportingDisk: async (created, blockSize) => {
      await call('diskCreate', importingDiskCreateRequest(project, created, blockSize));
    },
    startImport: async (name) => {
      await call('diskBulkWriteImportStart', disk(name));
    },
    writeBlocks: async (name, offset, base64EncodedData) => {
      await call('diskBulkWriteImport', { ...disk(name), body: { offset, base64EncodedData } });
    },
    stopImport: async (name) => {
      await call('diskBulkWriteImportStop', disk(name));
    },
    finalize: async (name, snapshotName) => {
      await call('diskFinalizeImport', { ...disk(name), body: { snapshotName } });
    },
    diskState: async (name) => (await call('diskView', disk(name))).state.state,
    snapshotView: (name) => call('snapshotView', { path: { snapshot: name }, query }),
    createImage: async (image, snapshotId) => {
      await call('imageCreate', { query, body: { ...image, source: { type: 'snapshot', id: snapshotId } } });
    },
    deleteDisk: async (name) => {
      await call('diskDelete', disk(name));
    },
    deleteSnapshot: async (name) => {
      await call('snapshotDelete', { path: { snapshot: name }, query });
    },
  };
}
