import { createFileRoute } from '@tanstack/react-router';
import { groupListQuery, userListQuery } from '~/api/identities';
import { apiQuery } from '~/api/queries';
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
