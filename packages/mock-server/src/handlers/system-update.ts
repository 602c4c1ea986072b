import {
  systemUpdateRecoveryFinish,
  systemUpdateRepositoryList,
  systemUpdateRepositoryUpload,
  systemUpdateRepositoryView,
  systemUpdateStatus,
  systemUpdateTrustRootCreate,
  systemUpdateTrustRootDelete,
  systemUpdateTrustRootList,
  systemUpdateTrustRootView,
  targetReleaseUpdate,
} from '../model/operations/system-update';
import type { Handlers } from './types';

export const systemUpdateHandlers: Handlers = {
  system_update_repository_list: systemUpdateRepositoryList,
  system_update_repository_view: systemUpdateRepositoryView,
  system_update_repository_upload: systemUpdateRepositoryUpload,
  system_update_status: systemUpdateStatus,
  target_release_update: targetReleaseUpdate,
  system_update_recovery_finish: systemUpdateRecoveryFinish,
  system_update_trust_root_list: systemUpdateTrustRootList,
  system_update_trust_root_create: systemUpdateTrustRootCreate,
  system_update_trust_root_view: systemUpdateTrustRootView,
  system_update_trust_root_delete: systemUpdateTrustRootDelete,
};
