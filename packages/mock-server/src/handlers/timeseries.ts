import { advanceInstances } from '../model/compute/compute-lifecycle';
import { requireFleet } from '../model/core/authz';
import { paginate } from '../model/core/paginate';
import { findProject } from '../model/identity/projects';
import { parseOxql } from '../model/oxql';
import { evaluate } from '../model/timeseries';
import { SERIES } from '../model/timeseries-schemas';
import type { Handlers } from './types';

export const timeseriesHandlers: Handlers = {
  timeseries_query: ({ db, actor, query, body, now, settings }) => {
    const project = findProject(db, actor, query.project);
    advanceInstances(db, now, settings);
    return evaluate(db, parseOxql(body.query, now), now, project.id);
  },

  system_timeseries_query: ({ db, actor, body, now, settings }) => {
    requireFleet(db, actor, 'viewer');
    advanceInstances(db, now, settings);
    return evaluate(db, parseOxql(body.query, now), now);
  },

  system_timeseries_schema_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer');
    const schemas = SERIES.map(({ schema }) => ({ ...schema, name: schema.timeseries_name }));
    return paginate(schemas, query, 'name_ascending');
  },
};
