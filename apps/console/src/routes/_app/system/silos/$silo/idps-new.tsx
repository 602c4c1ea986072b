import { createFileRoute } from '@tanstack/react-router';
import { identityProviderListQuery } from '~/api/silos';
import { IdpCreateForm } from '~/routes/_app/system/silos/$silo/idps/-components/IdpCreateForm';
import { IdpsTab } from '~/routes/_app/system/silos/$silo/idps/-components/IdpsTab';

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
