import { advanceInstances } from '../compute/compute-lifecycle';
import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { paginate } from '../core/paginate';
import { findProject } from '../identity/projects';
import { runOxqlQuery } from '../metrics/oxql/query';
import { SERIES } from '../metrics/timeseries-schemas';

export const timeseriesQuery: Operation<'timeseries_query'> = ({ db, actor, query, body, now, settings }) => {
  const project = findProject(db, actor, query.project);
  advanceInstances(db, now, settings);
  return runOxqlQuery(db, body.query, now, project.id);
};

export const systemTimeseriesQuery: Operation<'system_timeseries_query'> = ({
  db,
  actor,
  body,
  now,
  settings,
}) => {
  requireFleet(db, actor, 'viewer');
  advanceInstances(db, now, settings);
  return runOxqlQuery(db, body.query, now);
};

export const systemTimeseriesSchemaList: Operation<'system_timeseries_schema_list'> = ({
  db,
  actor,
  query,
}) => {
  requireFleet(db, actor, 'viewer');
  const schemas = SERIES.map(({ schema }) => ({ ...schema, name: schema.timeseries_name }));
  return paginate(schemas, query, 'name_ascending');
};
