import { createFileRoute } from '@tanstack/react-router';
import { siloQuotasQuery, siloUtilizationQuery } from '~/api/silos';
import { SiloQuotasTab } from './quotas/-components/SiloQuotasTab';

export const Route = createFileRoute('/_app/system/silos/$silo/quotas')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(siloQuotasQuery(params.silo)),
      context.queryClient.ensureQueryData(siloUtilizationQuery(params.silo)),
    ]),
  staticData: { crumb: 'Quotas' },
  component: SiloQuotasTab,
});
