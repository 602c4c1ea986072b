import { Flex, Heading, Link, Select, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { siloUtilizationListQuery } from '~/api/silos';
import { allSledsQuery } from '~/api/systemLists';
import { UsageBar } from '~/components/charts/UsageBar';
import { DataTable } from '~/components/DataTable';
import { PageHeader } from '~/components/PageHeader';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { ProvisionedCharts } from '~/components/utilization/ProvisionedCharts';
import { UsageSummary, usageText } from '~/components/utilization/UsageSummary';
import { fleetCapacity, fleetProvisioned } from './fleetUtilization';
import type { SystemUtilizationSearch } from './systemUtilizationSearch';

/** The Select value of "every silo": not a valid silo name, so it never collides with one. */
const ALL_SILOS = '*';

const RESOURCES = [
  { resource: 'cpus', title: 'CPUs' },
  { resource: 'memory', title: 'Memory' },
  { resource: 'storage', title: 'Storage' },
] as const;

function SiloPicker({
  silos,
  value,
  onChange,
}: {
  silos: string[];
  value?: string;
  onChange: (silo?: string) => void;
}) {
  const id = useId();
  return (
    <Flex gap="2" align="center">
      <Text size="2" id={id} color="gray">
        Silo
      </Text>
      <Select.Root
        value={value ?? ALL_SILOS}
        onValueChange={(next) => onChange(next === ALL_SILOS ? undefined : next)}
      >
        <Select.Trigger aria-labelledby={id} />
        <Select.Content>
          <Select.Item value={ALL_SILOS}>All silos</Select.Item>
          {silos.map((silo) => (
            <Select.Item key={silo} value={silo}>
              {silo}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

/**
 * The fleet's capacity (estimated from its sleds, spec §9) against what the silos have provisioned, each
 * silo against its quotas, and provisioning over time for the fleet or one silo.
 */
export function SystemUtilizationPage() {
  const search = useSearch({ strict: false }) as SystemUtilizationSearch;
  const navigate = useNavigate();
  const sleds = useQuery(allSledsQuery);
  const silos = useQuery(siloUtilizationListQuery());
  const capacity = sleds.data ? fleetCapacity(sleds.data.items) : undefined;
  const siloRows = silos.data?.items ?? [];
  const chartSilo = siloRows.find((silo) => silo.siloName === search.silo);
  const setSearch = (next: SystemUtilizationSearch) => navigate({ to: '/system/utilization', search: next });
  const sledCount = sleds.data?.items.length ?? 0;

  return (
    <>
      <PageHeader title="Utilization" docs="utilization" />
      {capacity && silos.data ? (
        <>
          <UsageSummary provisioned={fleetProvisioned(siloRows)} limits={capacity} limitLabel="Capacity" />
          <Text as="p" size="1" color="gray" mt="2">
            Capacity is estimated from {sledCount} sled{sledCount === 1 ? '' : 's'}: 70% of their usable
            hardware threads and RAM, and 70% of the disk they hold after redundancy.
          </Text>
        </>
      ) : null}
      <Heading as="h2" size="4" mt="6" mb="3">
        Silos
      </Heading>
      <DataTable
        label="Silo utilization"
        rows={siloRows}
        rowKey={(silo) => silo.siloName}
        filter={{ name: (silo) => silo.siloName }}
        columns={[
          {
            header: 'Silo',
            sortValue: (silo) => silo.siloName,
            cell: (silo) => (
              <Link asChild>
                <RouterLink to="/system/silos/$silo/quotas" params={{ silo: silo.siloName }}>
                  <TruncatedText text={silo.siloName} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          ...RESOURCES.map(({ resource, title }) => ({
            header: title,
            sortValue: (silo: (typeof siloRows)[number]) => silo.provisioned[resource],
            cell: (silo: (typeof siloRows)[number]) => (
              <UsageBar
                label={`${silo.siloName} ${title} provisioned of quota`}
                used={silo.provisioned[resource]}
                limit={silo.allocated[resource]}
                valueText={usageText(resource, silo.provisioned[resource], silo.allocated[resource])}
              />
            ),
          })),
        ]}
      />
      <ProvisionedCharts
        search={search}
        onSearchChange={(period) => setSearch({ ...period, silo: search.silo })}
        source={{ scope: 'system', silo: search.silo }}
        limit={
          chartSilo
            ? { label: 'Quota', counts: chartSilo.allocated }
            : capacity
              ? { label: 'Capacity', counts: capacity }
              : undefined
        }
        controls={
          <SiloPicker
            silos={siloRows.map((silo) => silo.siloName)}
            value={search.silo}
            onChange={(silo) =>
              setSearch({ range: search.range, start: search.start, end: search.end, silo })
            }
          />
        }
      />
    </>
  );
}
