import {
  systemIpPoolAssign,
  systemIpPoolCreate,
  systemIpPoolDelete,
  systemIpPoolList,
  systemIpPoolRangeAdd,
  systemIpPoolRangeList,
  systemIpPoolRangeRemove,
  systemIpPoolSiloLink,
  systemIpPoolSiloList,
  systemIpPoolSiloUnlink,
  systemIpPoolSiloUpdate,
  systemIpPoolUpdate,
  systemIpPoolUtilizationView,
  systemIpPoolView,
} from '../model/operations/system-ip-pools';
import type { Handlers } from './types';

export const systemIpPoolHandlers: Handlers = {
  system_ip_pool_list: systemIpPoolList,
  system_ip_pool_create: systemIpPoolCreate,
  system_ip_pool_view: systemIpPoolView,
  system_ip_pool_update: systemIpPoolUpdate,
  system_ip_pool_delete: systemIpPoolDelete,
  system_ip_pool_assign: systemIpPoolAssign,
  system_ip_pool_range_list: systemIpPoolRangeList,
  system_ip_pool_range_add: systemIpPoolRangeAdd,
  system_ip_pool_range_remove: systemIpPoolRangeRemove,
  system_ip_pool_silo_list: systemIpPoolSiloList,
  system_ip_pool_silo_link: systemIpPoolSiloLink,
  system_ip_pool_silo_update: systemIpPoolSiloUpdate,
  system_ip_pool_silo_unlink: systemIpPoolSiloUnlink,
  system_ip_pool_utilization_view: systemIpPoolUtilizationView,
};
