import { requireFleet } from '../model/authz';
import { advanceInstances } from '../model/compute-lifecycle';
import { runOxqlQuery } from '../model/oxql/query';
import { paginate } from '../model/paginate';
import { findProject } from '../model/projects';
import { SERIES } from '../model/timeseries-schemas';
import type { Handlers } from './types';

export const timeseriesHandlers: Handlers = {
  timeseries_query: ({ db, actor, query, body, now, settings }) => {
    const project = findProject(db, actor, query.project);
    advanceInstances(db, now, settings);
    return runOxqlQuery(db, body.query, now, project.id);
  },

  system_timeseries_query: ({ db, actor, body, now, settings }) => {
    requireFleet(db, actor, 'viewer');
    advanceInstances(db, now, settings);
    return runOxqlQuery(db, body.query, now);
  },

  system_timeseries_schema_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer');
    const schemas = SERIES.map(({ schema }) => ({ ...schema, name: schema.timeseries_name }));
    return paginate(schemas, query, 'name_ascending');
  },
};
