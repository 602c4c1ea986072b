import {
  floatingIpAttach,
  floatingIpCreate,
  floatingIpDelete,
  floatingIpDetach,
  floatingIpList,
  floatingIpUpdate,
  floatingIpView,
} from '../model/operations/floating-ips';
import type { Handlers } from './types';

export const floatingIpHandlers: Handlers = {
  floating_ip_list: floatingIpList,
  floating_ip_create: floatingIpCreate,
  floating_ip_view: floatingIpView,
  floating_ip_update: floatingIpUpdate,
  floating_ip_delete: floatingIpDelete,
  floating_ip_attach: floatingIpAttach,
  floating_ip_detach: floatingIpDetach,
};
