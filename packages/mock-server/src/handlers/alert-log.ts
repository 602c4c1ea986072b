import { alertList, alertView } from '../model/operations/alert-log';
import type { Handlers } from './types';

export const alertLogHandlers: Handlers = {
  alert_list: alertList,
  alert_view: alertView,
};
