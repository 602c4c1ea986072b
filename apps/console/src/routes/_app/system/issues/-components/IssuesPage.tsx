import { EmptyState, PageHeader } from '~/components/PageHeader';

/** Spec §2: the fleet's issues page, which has nothing to report. */
export function IssuesPage() {
  return (
    <>
      <PageHeader title="Issues" />
      <EmptyState title="No issues" body="There are no issues with the system to report." />
    </>
  );
}
