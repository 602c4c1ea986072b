import {
  networkingSwitchPortSettingsCreate,
  networkingSwitchPortSettingsDelete,
  networkingSwitchPortSettingsList,
  networkingSwitchPortSettingsView,
} from '../model/operations/system-switch-port-settings';
import type { Handlers } from './types';

/** Switch port settings: named bundles of link, address, route and BGP configuration for switch ports. */
export const switchPortSettingsHandlers: Handlers = {
  networking_switch_port_settings_list: networkingSwitchPortSettingsList,
  networking_switch_port_settings_create: networkingSwitchPortSettingsCreate,
  networking_switch_port_settings_view: networkingSwitchPortSettingsView,
  networking_switch_port_settings_delete: networkingSwitchPortSettingsDelete,
};
