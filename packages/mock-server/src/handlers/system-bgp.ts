import {
  networkingBfdDisable,
  networkingBfdEnable,
  networkingBfdStatus,
  networkingBgpAnnouncementList,
  networkingBgpAnnounceSetDelete,
  networkingBgpAnnounceSetList,
  networkingBgpAnnounceSetUpdate,
  networkingBgpConfigCreate,
  networkingBgpConfigDelete,
  networkingBgpConfigList,
  networkingBgpConfigUpdate,
  networkingBgpExported,
  networkingBgpImported,
  networkingBgpMessageHistory,
  networkingBgpStatus,
} from '../model/operations/system-bgp';
import type { Handlers } from './types';

export const bfdHandlers: Handlers = {
  networking_bfd_enable: networkingBfdEnable,
  networking_bfd_disable: networkingBfdDisable,
  networking_bfd_status: networkingBfdStatus,
};

export const routingHandlers: Handlers = {
  networking_bgp_status: networkingBgpStatus,
  networking_bgp_exported: networkingBgpExported,
  networking_bgp_imported: networkingBgpImported,
  networking_bgp_message_history: networkingBgpMessageHistory,
};

export const announceSetHandlers: Handlers = {
  networking_bgp_announce_set_list: networkingBgpAnnounceSetList,
  networking_bgp_announce_set_update: networkingBgpAnnounceSetUpdate,
  networking_bgp_announce_set_delete: networkingBgpAnnounceSetDelete,
  networking_bgp_announcement_list: networkingBgpAnnouncementList,
};

export const configHandlers: Handlers = {
  networking_bgp_config_list: networkingBgpConfigList,
  networking_bgp_config_create: networkingBgpConfigCreate,
  networking_bgp_config_update: networkingBgpConfigUpdate,
  networking_bgp_config_delete: networkingBgpConfigDelete,
};

/** BGP configurations, announce sets, what BGP reports, and BFD sessions. */
export const systemBgpHandlers: Handlers = {
  ...configHandlers,
  ...announceSetHandlers,
  ...routingHandlers,
  ...bfdHandlers,
};
