import type { QueryClient } from '@tanstack/react-query';
import type { PageSearch } from '~/api/listSearch';
import { repositoryListQuery, trustRootListQuery, updateStatusQuery } from '~/api/update';
import { PageHeader } from '~/components/PageHeader';
import { RepositoriesSection } from './RepositoriesSection';
import { TrustRootsSection } from './TrustRootsSection';
import { UpdateStatusCard } from './UpdateStatusCard';

/**
 * Loads the update status and the page of repositories in the URL; the trust roots best effort, since their
 * panel shows its own failure.
 */
export const prefetchUpdatePage = (queryClient: QueryClient, search: PageSearch) =>
  Promise.all([
    queryClient.ensureQueryData(updateStatusQuery),
    queryClient.ensureQueryData(repositoryListQuery(search)),
    queryClient.prefetchQuery(trustRootListQuery),
  ]);

/** System update: where the rack's software stands, the releases it can move to, and the keys it trusts. */
export function UpdatePage() {
  return (
    <>
      <PageHeader title="System Update" docs="systemUpdate" />
      <UpdateStatusCard />
      <RepositoriesSection />
      <TrustRootsSection />
    </>
  );
}
