import {
  systemTimeseriesQuery,
  systemTimeseriesSchemaList,
  timeseriesQuery,
} from '../model/operations/timeseries';
import type { Handlers } from './types';

export const timeseriesHandlers: Handlers = {
  timeseries_query: timeseriesQuery,
  system_timeseries_query: systemTimeseriesQuery,
  system_timeseries_schema_list: systemTimeseriesSchemaList,
};
