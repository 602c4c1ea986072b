import {
  instanceDiskAttach,
  instanceDiskDetach,
  instanceDiskList,
  instanceEphemeralIpAttach,
  instanceEphemeralIpDetach,
  instanceExternalIpList,
} from '../model/operations/instance-attachments';
import type { Handlers } from './types';

export const instanceAttachmentHandlers: Handlers = {
  instance_disk_list: instanceDiskList,
  instance_disk_attach: instanceDiskAttach,
  instance_disk_detach: instanceDiskDetach,
  instance_external_ip_list: instanceExternalIpList,
  instance_ephemeral_ip_attach: instanceEphemeralIpAttach,
  instance_ephemeral_ip_detach: instanceEphemeralIpDetach,
};
