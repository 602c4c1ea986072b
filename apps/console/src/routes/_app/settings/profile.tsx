import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { ProfilePage } from './profile/-components/ProfilePage';

export const Route = createFileRoute('/_app/settings/profile')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(apiQuery('currentUserView')),
      context.queryClient.ensureQueryData(apiQuery('currentUserGroups')),
    ]),
  staticData: { crumb: 'Profile' },
  component: ProfilePage,
});
