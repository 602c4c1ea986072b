import {
  siloQuotasUpdate,
  siloQuotasView,
  siloUtilizationList,
  siloUtilizationView,
  systemQuotasList,
  utilizationView,
} from '../model/operations/silo-quotas';
import type { Handlers } from './types';

export const siloQuotaHandlers: Handlers = {
  silo_quotas_view: siloQuotasView,
  silo_quotas_update: siloQuotasUpdate,
  system_quotas_list: systemQuotasList,
  silo_utilization_list: siloUtilizationList,
  silo_utilization_view: siloUtilizationView,
  utilization_view: utilizationView,
};
