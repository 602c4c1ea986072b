import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { siloUserQuery } from '~/api/silos';
import { isOwnSilo, prefetchGroupMembers } from '~/routes/_app/system/silos/$silo/-components/userQueries';
import { SiloUserPanel } from '../../users/$userId/-components/SiloUserPanel';

/** A user's details over the users list; a user the silo does not have is a 'Page not found'. */
export const Route = createFileRoute('/_app/system/silos/$silo/_users-list/users/$userId')({
  loader: async ({ context, params }) => {
    const [user, me] = await Promise.all([
      context.queryClient.ensureQueryData(siloUserQuery(params.silo, params.userId)),
      context.queryClient.ensureQueryData(apiQuery('currentUserView')),
    ]);
    if (isOwnSilo(me, params.silo)) await prefetchGroupMembers(context.queryClient);
    return { displayName: user.displayName };
  },
  staticData: {
    crumb: (match) => (match.loaderData as { displayName: string } | undefined)?.displayName ?? 'User',
  },
  component: SiloUserPanel,
});
