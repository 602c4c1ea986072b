import {
  instanceNetworkInterfaceCreate,
  instanceNetworkInterfaceDelete,
  instanceNetworkInterfaceList,
  instanceNetworkInterfaceUpdate,
  instanceNetworkInterfaceView,
} from '../model/operations/network-interfaces';
import type { Handlers } from './types';

export const networkInterfaceHandlers: Handlers = {
  instance_network_interface_list: instanceNetworkInterfaceList,
  instance_network_interface_create: instanceNetworkInterfaceCreate,
  instance_network_interface_view: instanceNetworkInterfaceView,
  instance_network_interface_update: instanceNetworkInterfaceUpdate,
  instance_network_interface_delete: instanceNetworkInterfaceDelete,
};
