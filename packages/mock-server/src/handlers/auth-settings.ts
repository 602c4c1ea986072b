import { authSettingsUpdate, authSettingsView } from '../model/operations/auth-settings';
import type { Handlers } from './types';

export const authSettingsHandlers: Handlers = {
  auth_settings_view: authSettingsView,
  auth_settings_update: authSettingsUpdate,
};
