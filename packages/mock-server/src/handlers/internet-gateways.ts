import {
  internetGatewayCreate,
  internetGatewayDelete,
  internetGatewayIpAddressCreate,
  internetGatewayIpAddressDelete,
  internetGatewayIpAddressList,
  internetGatewayIpPoolCreate,
  internetGatewayIpPoolDelete,
  internetGatewayIpPoolList,
  internetGatewayList,
  internetGatewayView,
} from '../model/operations/internet-gateways';
import type { Handlers } from './types';

export const internetGatewayHandlers: Handlers = {
  internet_gateway_list: internetGatewayList,
  internet_gateway_create: internetGatewayCreate,
  internet_gateway_view: internetGatewayView,
  internet_gateway_delete: internetGatewayDelete,
  internet_gateway_ip_pool_list: internetGatewayIpPoolList,
  internet_gateway_ip_pool_create: internetGatewayIpPoolCreate,
  internet_gateway_ip_pool_delete: internetGatewayIpPoolDelete,
  internet_gateway_ip_address_list: internetGatewayIpAddressList,
  internet_gateway_ip_address_create: internetGatewayIpAddressCreate,
  internet_gateway_ip_address_delete: internetGatewayIpAddressDelete,
};
