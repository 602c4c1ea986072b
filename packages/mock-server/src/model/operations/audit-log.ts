import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { badRequest } from '../core/errors';
import { pageOf } from '../core/paginate';

export const auditLogList: Operation<'audit_log_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  // The platform reads the window from the page token after the first page; the first page must name it.
  if (!query.start_time && !query.page_token) {
    throw badRequest('unable to parse query string: missing field `start_time`');
  }
  // Entries are filed by completion time (their `time_created`), so the window is two binary searches.
  const iso = (time: string | null | undefined) => (time ? new Date(time).toISOString() : undefined);
  return pageOf(db.table('auditLog'), undefined, query, {
    defaultMode: 'time_and_id_ascending',
    created: { from: iso(query.start_time), before: iso(query.end_time) },
  });
};
