import { createFileRoute } from '@tanstack/react-router';
import { scimTokenListQuery } from '~/pages/system/silos/queries';
import { ScimTab } from '~/pages/system/silos/ScimTab';

export const Route = createFileRoute('/_app/system/silos/$silo/scim')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(scimTokenListQuery(params.silo)),
  staticData: { crumb: 'SCIM' },
  component: ScimTab,
});
