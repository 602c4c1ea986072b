import { vpcCreate, vpcDelete, vpcList, vpcUpdate, vpcView } from '../model/operations/vpcs';
import type { Handlers } from './types';

export const vpcOnlyHandlers: Handlers = {
  vpc_list: vpcList,
  vpc_create: vpcCreate,
  vpc_view: vpcView,
  vpc_update: vpcUpdate,
  vpc_delete: vpcDelete,
};

/** VPCs with their subnets and firewall rules (routers are served from vpc-routers.ts). */
export const vpcHandlers: Handlers = {
  ...vpcOnlyHandlers,
};
