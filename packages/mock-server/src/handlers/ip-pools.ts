import { ipPoolList, ipPoolView } from '../model/operations/ip-pools';
import type { Handlers } from './types';

export const ipPoolHandlers: Handlers = {
  ip_pool_list: ipPoolList,
  ip_pool_view: ipPoolView,
};
