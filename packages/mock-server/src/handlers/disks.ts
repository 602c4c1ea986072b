import {
  diskBulkWriteImport,
  diskBulkWriteImportStart,
  diskBulkWriteImportStop,
  diskCreate,
  diskDelete,
  diskFinalizeImport,
  diskList,
  diskView,
} from '../model/operations/disks';
import type { Handlers } from './types';

export const diskHandlers: Handlers = {
  disk_list: diskList,
  disk_create: diskCreate,
  disk_view: diskView,
  disk_delete: diskDelete,
  disk_bulk_write_import_start: diskBulkWriteImportStart,
  disk_bulk_write_import: diskBulkWriteImport,
  disk_bulk_write_import_stop: diskBulkWriteImportStop,
  disk_finalize_import: diskFinalizeImport,
};
