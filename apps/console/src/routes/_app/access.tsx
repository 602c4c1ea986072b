import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { groupListQuery, userListQuery } from '~/components/identities';
import { SiloAccessPage } from './access/-components/SiloAccessPage';

export const Route = createFileRoute('/_app/access')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(apiQuery('policyView')),
      context.queryClient.ensureQueryData(apiQuery('currentUserGroups')),
      context.queryClient.ensureQueryData(userListQuery()),
      context.queryClient.ensureQueryData(groupListQuery()),
    ]),
  staticData: { crumb: 'Access' },
  component: SiloAccessPage,
});
