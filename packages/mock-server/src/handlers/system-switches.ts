import {
  networkingSwitchPortApplySettings,
  networkingSwitchPortClearSettings,
  networkingSwitchPortList,
  networkingSwitchPortLldpConfigUpdate,
  networkingSwitchPortLldpConfigView,
  networkingSwitchPortLldpNeighbors,
  networkingSwitchPortStatus,
  switchList,
  switchView,
} from '../model/operations/system-switches';
import type { Handlers } from './types';

export const systemSwitchHandlers: Handlers = {
  switch_list: switchList,
  switch_view: switchView,
  networking_switch_port_list: networkingSwitchPortList,
  networking_switch_port_apply_settings: networkingSwitchPortApplySettings,
  networking_switch_port_clear_settings: networkingSwitchPortClearSettings,
  networking_switch_port_status: networkingSwitchPortStatus,
  networking_switch_port_lldp_config_view: networkingSwitchPortLldpConfigView,
  networking_switch_port_lldp_config_update: networkingSwitchPortLldpConfigUpdate,
  networking_switch_port_lldp_neighbors: networkingSwitchPortLldpNeighbors,
};
