import { Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { PageHeader } from '~/components/PageHeader';
import { ProvisionedCharts } from '~/components/utilization/ProvisionedCharts';
import { UsageSummary } from '~/components/utilization/UsageSummary';
import type { UtilizationSearch } from '~/components/utilization/utilizationSearch';

/** The signed-in user's silo: what it has provisioned against its quotas, now and over time. */
export function UtilizationPage() {
  const search = useSearch({ strict: false }) as UtilizationSearch;
  const navigate = useNavigate();
  const utilization = useQuery(apiQuery('utilizationView'));
  return (
    <>
      <PageHeader title="Utilization" docs="utilization" />
      {utilization.data ? (
        <UsageSummary
          provisioned={utilization.data.provisioned}
          limits={utilization.data.capacity}
          limitLabel="Quota"
        />
      ) : utilization.error ? (
        <Text color="red" role="alert">
          {utilization.error.message}
        </Text>
      ) : null}
      <ProvisionedCharts
        search={search}
        onSearchChange={(next) => navigate({ to: '/utilization', search: next })}
        source={{ scope: 'silo' }}
        limit={utilization.data ? { label: 'Quota', counts: utilization.data.capacity } : undefined}
      />
    </>
  );
}
