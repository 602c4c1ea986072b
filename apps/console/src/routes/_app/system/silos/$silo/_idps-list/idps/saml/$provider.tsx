import { createFileRoute } from '@tanstack/react-router';
import { samlProviderQuery } from '~/api/silos';
import { IdpDetailsPanel } from '../../../idps/saml/$provider/-components/IdpDetailsPanel';

/** A SAML provider's details over the providers list; an unknown provider is a 'Page not found'. */
export const Route = createFileRoute('/_app/system/silos/$silo/_idps-list/idps/saml/$provider')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(samlProviderQuery(params.silo, params.provider)),
  staticData: { crumb: (match) => (match.params as { provider: string }).provider },
  component: IdpDetailsPanel,
});
