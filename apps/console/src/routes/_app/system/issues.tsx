import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { IssuesPage } from './issues/-components/IssuesPage';

export const Route = createFileRoute('/_app/system/issues')({
  // The page itself reads nothing; reading the fleet policy is how the platform refuses a user without a fleet
  // role (403), as every other system page does through its own reads.
  loader: ({ context }) => context.queryClient.ensureQueryData(apiQuery('systemPolicyView')),
  staticData: { crumb: 'Issues' },
  component: IssuesPage,
});
