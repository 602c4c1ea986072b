import { createFileRoute, redirect } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { readTimeRange } from '~/forms/timeRange';
import { AuditLogPage, prefetchAuditLog } from './audit-log/-components/AuditLogPage';
import { type AuditLogSearch, defaultStart } from './audit-log/-components/auditLog';

export const Route = createFileRoute('/_app/system/audit-log')({
  validateSearch: (search): AuditLogSearch => ({ ...validatePageSearch(search), ...readTimeRange(search) }),
  // The default range (the last 24 hours) goes into the URL, so the page, its pagination and Back agree on it.
  beforeLoad: ({ search }) => {
    if (!search.start)
      throw redirect({ to: '/system/audit-log', search: { ...search, start: defaultStart(new Date()) } });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchAuditLog(context.queryClient, deps),
  staticData: { crumb: 'Audit Log' },
  component: AuditLogPage,
});
