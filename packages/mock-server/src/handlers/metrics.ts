import { siloMetric, systemMetric } from '../model/operations/metrics';
import type { Handlers } from './types';

export const metricHandlers: Handlers = {
  silo_metric: siloMetric,
  system_metric: systemMetric,
};
