import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { prefetchFleetRole } from '~/hooks/useFleetRole';

/**
 * Every system page. The fleet policy is read first: a user without a fleet role gets the platform's one 403
 * here (spec §8: 'Something went wrong', with the no-groups notice when it applies) before any page's own
 * fleet reads go out, and everyone else has what the pages' role checks read, so their actions and create
 * forms (opened by URL too) are gated from the first render.
 */
export const Route = createFileRoute('/_app/system')({
  beforeLoad: ({ context }) => context.queryClient.ensureQueryData(apiQuery('systemPolicyView')),
  loader: ({ context }) => prefetchFleetRole(context.queryClient),
});
