import {
  siloCreate,
  siloDelete,
  siloIpPoolList,
  siloList,
  siloPolicyUpdate,
  siloPolicyView,
  siloView,
} from '../model/operations/silos';
import type { Handlers } from './types';

export const siloHandlers: Handlers = {
  silo_list: siloList,
  silo_create: siloCreate,
  silo_view: siloView,
  silo_delete: siloDelete,
  silo_ip_pool_list: siloIpPoolList,
  silo_policy_view: siloPolicyView,
  silo_policy_update: siloPolicyUpdate,
};
