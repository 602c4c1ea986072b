import {
  physicalDiskDisableAdoption,
  physicalDiskEnableAdoption,
  physicalDiskList,
  physicalDiskListAdoptionRequests,
  physicalDiskListUnadopted,
  physicalDiskView,
  rackList,
  rackView,
  sledInstanceList,
  sledList,
  sledListUninitialized,
  sledPhysicalDiskList,
  sledSetProvisionPolicy,
  sledView,
} from '../model/operations/system-hardware';
import type { Handlers } from './types';

export const systemHardwareHandlers: Handlers = {
  rack_list: rackList,
  rack_view: rackView,
  sled_list: sledList,
  sled_view: sledView,
  sled_list_uninitialized: sledListUninitialized,
  sled_instance_list: sledInstanceList,
  sled_physical_disk_list: sledPhysicalDiskList,
  sled_set_provision_policy: sledSetProvisionPolicy,
  physical_disk_list: physicalDiskList,
  physical_disk_view: physicalDiskView,
  physical_disk_list_unadopted: physicalDiskListUnadopted,
  physical_disk_list_adoption_requests: physicalDiskListAdoptionRequests,
  physical_disk_enable_adoption: physicalDiskEnableAdoption,
  physical_disk_disable_adoption: physicalDiskDisableAdoption,
};
