import {
  vpcSubnetCreate,
  vpcSubnetDelete,
  vpcSubnetList,
  vpcSubnetListNetworkInterfaces,
  vpcSubnetUpdate,
  vpcSubnetView,
} from '../model/operations/vpc-subnets';
import type { Handlers } from './types';

export const subnetHandlers: Handlers = {
  vpc_subnet_list: vpcSubnetList,
  vpc_subnet_create: vpcSubnetCreate,
  vpc_subnet_view: vpcSubnetView,
  vpc_subnet_update: vpcSubnetUpdate,
  vpc_subnet_delete: vpcSubnetDelete,
  vpc_subnet_list_network_interfaces: vpcSubnetListNetworkInterfaces,
};
