import { createInstance } from '../model/compute/instance-provisioning';
import {
  instanceDelete,
  instanceList,
  instanceReboot,
  instanceSerialConsole,
  instanceSshPublicKeyList,
  instanceStart,
  instanceStop,
  instanceUpdate,
  instanceView,
} from '../model/operations/instances';
import type { Handlers } from './types';

export const instanceHandlers: Handlers = {
  instance_list: instanceList,
  instance_create: createInstance,
  instance_view: instanceView,
  instance_update: instanceUpdate,
  instance_delete: instanceDelete,
  instance_start: instanceStart,
  instance_stop: instanceStop,
  instance_reboot: instanceReboot,
  instance_ssh_public_key_list: instanceSshPublicKeyList,
  instance_serial_console: instanceSerialConsole,
};
