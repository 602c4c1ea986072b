import { formatBytes, type VirtualResourceCounts } from '@rackconsole/sdk';
import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { UsageBar } from '~/components/charts/UsageBar';

type Resource = keyof VirtualResourceCounts;

const RESOURCES: { resource: Resource; title: string }[] = [
  { resource: 'cpus', title: 'CPUs' },
  { resource: 'memory', title: 'Memory' },
  { resource: 'storage', title: 'Storage' },
];

/** A resource count as people read it: CPUs as a number, memory and storage in 1024-based units. */
export const formatResource = (resource: Resource, value: number) =>
  resource === 'cpus' ? `${value} CPU${value === 1 ? '' : 's'}` : formatBytes(value);

/** '12 CPUs of 64 CPUs', the text of a usage bar. */
export const usageText = (resource: Resource, used: number, limit: number) =>
  `${formatResource(resource, used)} of ${formatResource(resource, limit)}`;

/**
 * CPUs, memory and storage provisioned against a limit (a quota or a capacity), one card each with the
 * figures and a usage bar.
 */
export function UsageSummary({
  provisioned,
  limits,
  limitLabel,
}: {
  provisioned: VirtualResourceCounts;
  limits: VirtualResourceCounts;
  limitLabel: string;
}) {
  return (
    <Grid className="usage-summary" gap="4">
      {RESOURCES.map(({ resource, title }) => (
        <Card key={resource} asChild>
          <section aria-label={title}>
            <Heading as="h2" size="3" mb="2">
              {title}
            </Heading>
            <Flex direction="column" gap="1" mb="3">
              <Text size="2">
                <Text color="gray">Provisioned: </Text>
                {formatResource(resource, provisioned[resource])}
              </Text>
              <Text size="2">
                <Text color="gray">{limitLabel}: </Text>
                {formatResource(resource, limits[resource])}
              </Text>
            </Flex>
            <UsageBar
              label={`${title} provisioned of ${limitLabel.toLowerCase()}`}
              used={provisioned[resource]}
              limit={limits[resource]}
              valueText={usageText(resource, provisioned[resource], limits[resource])}
            />
          </section>
        </Card>
      ))}
    </Grid>
  );
}
