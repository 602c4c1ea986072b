import { authSettingsUpdate, authSettingsView } from '../model/identity/auth-settings-operations';
import type { Handlers } from './types';

export const authSettingsHandlers: Handlers = {
  auth_settings_view: authSettingsView,
  auth_settings_update: authSettingsUpdate,
};
