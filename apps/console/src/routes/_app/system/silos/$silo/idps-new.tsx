import { createFileRoute } from '@tanstack/react-router';
import { IdpCreateForm } from '~/pages/system/silos/IdpCreateForm';
import { IdpsTab } from '~/pages/system/silos/IdpsTab';
import { identityProviderListQuery } from '~/pages/system/silos/queries';

export const Route = createFileRoute('/_app/system/silos/$silo/idps-new')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(identityProviderListQuery(params.silo, {})),
  staticData: { crumb: 'New identity provider' },
  component: () => (
    <>
      <IdpsTab />
      <IdpCreateForm />
    </>
  ),
});
