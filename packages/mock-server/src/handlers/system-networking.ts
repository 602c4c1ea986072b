import {
  networkingAddressLotBlockList,
  networkingAddressLotCreate,
  networkingAddressLotDelete,
  networkingAddressLotList,
  networkingAddressLotView,
  networkingAllowListUpdate,
  networkingAllowListView,
  networkingInboundIcmpUpdate,
  networkingInboundIcmpView,
  networkingLoopbackAddressCreate,
  networkingLoopbackAddressDelete,
  networkingLoopbackAddressList,
  systemNetworkingSettingsUpdate,
  systemNetworkingSettingsView,
} from '../model/operations/system-networking';
import type { Handlers } from './types';

export const settingsHandlers: Handlers = {
  networking_allow_list_view: networkingAllowListView,
  networking_allow_list_update: networkingAllowListUpdate,
  networking_inbound_icmp_view: networkingInboundIcmpView,
  networking_inbound_icmp_update: networkingInboundIcmpUpdate,
  system_networking_settings_view: systemNetworkingSettingsView,
  system_networking_settings_update: systemNetworkingSettingsUpdate,
};

export const loopbackHandlers: Handlers = {
  networking_loopback_address_list: networkingLoopbackAddressList,
  networking_loopback_address_create: networkingLoopbackAddressCreate,
  networking_loopback_address_delete: networkingLoopbackAddressDelete,
};

export const addressLotHandlers: Handlers = {
  networking_address_lot_list: networkingAddressLotList,
  networking_address_lot_create: networkingAddressLotCreate,
  networking_address_lot_view: networkingAddressLotView,
  networking_address_lot_delete: networkingAddressLotDelete,
  networking_address_lot_block_list: networkingAddressLotBlockList,
};

/** Every `/v1/system/networking` operation: address lots, loopbacks, settings, BGP, BFD and port settings. */
export const systemNetworkingHandlers: Handlers = {
  ...addressLotHandlers,
  ...loopbackHandlers,
  ...settingsHandlers,
};
