import {
  supportBundleCreate,
  supportBundleDelete,
  supportBundleDownload,
  supportBundleDownloadFile,
  supportBundleHead,
  supportBundleHeadFile,
  supportBundleIndex,
  supportBundleList,
  supportBundleUpdate,
  supportBundleView,
} from '../model/operations/support-bundles';
import type { Handlers } from './types';

export const supportBundleHandlers: Handlers = {
  support_bundle_list: supportBundleList,
  support_bundle_create: supportBundleCreate,
  support_bundle_view: supportBundleView,
  support_bundle_update: supportBundleUpdate,
  support_bundle_delete: supportBundleDelete,
  support_bundle_download: supportBundleDownload,
  support_bundle_head: supportBundleHead,
  support_bundle_index: supportBundleIndex,
  support_bundle_download_file: supportBundleDownloadFile,
  support_bundle_head_file: supportBundleHeadFile,
};
