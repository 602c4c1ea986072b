import { createFileRoute } from '@tanstack/react-router';
import { groupMembersQuery, groupQuery } from '~/api/silos';
import { SiloGroupPanel } from './$groupId/-components/SiloGroupPanel';

/** A group's members over the groups list; an unknown group is a 'Page not found'. */
export const Route = createFileRoute('/_app/system/silos/$silo/groups/$groupId')({
  loader: async ({ context, params }) => {
    const [group] = await Promise.all([
      context.queryClient.ensureQueryData(groupQuery(params.groupId)),
      context.queryClient.ensureQueryData(groupMembersQuery(params.groupId)),
    ]);
    return { displayName: group.displayName };
  },
  staticData: {
    crumb: (match) => (match.loaderData as { displayName: string } | undefined)?.displayName ?? 'Group',
  },
  component: SiloGroupPanel,
});
