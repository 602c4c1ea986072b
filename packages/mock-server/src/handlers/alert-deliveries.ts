import {
  alertDeliveryList,
  alertDeliveryResend,
  alertReceiverProbe,
} from '../model/operations/alert-deliveries';
import type { Handlers } from './types';

export const alertDeliveryHandlers: Handlers = {
  alert_delivery_list: alertDeliveryList,
  alert_receiver_probe: alertReceiverProbe,
  alert_delivery_resend: alertDeliveryResend,
};
