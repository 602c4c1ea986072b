import { createFileRoute, notFound } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { isOwnSilo, prefetchGroupMembers } from './-components/userQueries';
import { SiloGroupsTab } from './groups/-components/SiloGroupsTab';

/**
 * The groups of the signed-in user's own silo. The platform lists groups only to users of their silo, so for
 * any other silo there is nothing this page could show: 'Page not found'.
 */
export const Route = createFileRoute('/_app/system/silos/$silo/groups')({
  loader: async ({ context, params }) => {
    const me = await context.queryClient.ensureQueryData(apiQuery('currentUserView'));
    if (!isOwnSilo(me, params.silo)) throw notFound();
    await prefetchGroupMembers(context.queryClient);
  },
  staticData: { crumb: 'Groups' },
  component: SiloGroupsTab,
});
