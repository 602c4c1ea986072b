import {
  vpcRouterCreate,
  vpcRouterDelete,
  vpcRouterList,
  vpcRouterRouteCreate,
  vpcRouterRouteDelete,
  vpcRouterRouteList,
  vpcRouterRouteUpdate,
  vpcRouterRouteView,
  vpcRouterUpdate,
  vpcRouterView,
} from '../model/operations/vpc-routers';
import type { Handlers } from './types';

export const vpcRouterHandlers: Handlers = {
  vpc_router_list: vpcRouterList,
  vpc_router_create: vpcRouterCreate,
  vpc_router_view: vpcRouterView,
  vpc_router_update: vpcRouterUpdate,
  vpc_router_delete: vpcRouterDelete,
  vpc_router_route_list: vpcRouterRouteList,
  vpc_router_route_create: vpcRouterRouteCreate,
  vpc_router_route_view: vpcRouterRouteView,
  vpc_router_route_update: vpcRouterRouteUpdate,
  vpc_router_route_delete: vpcRouterRouteDelete,
};
