import { createFileRoute } from '@tanstack/react-router';
import { identityProviderListQuery } from '~/api/silos';
import { IdpCreateForm } from './idps/-components/IdpCreateForm';
import { IdpsTab } from './idps/-components/IdpsTab';

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
