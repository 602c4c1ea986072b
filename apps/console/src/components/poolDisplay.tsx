import { formatCompactNumber, type IpPool } from '@rackconsole/sdk';
import { Badge, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { ipPoolUtilizationQuery } from '~/api/ipPools';
// The IPv6 badge's colour, used nowhere else: its scale loads with it rather than with the first screen.
import '@radix-ui/themes/tokens/colors/purple.css';

export const ASSIGNMENT_LABELS: Record<IpPool['assignment'], string> = {
  silos: 'Silos',
  system_services: 'System services',
};

export function IpVersionBadge({ version }: { version: IpPool['ipVersion'] }) {
  return (
    <Badge highContrast color={version === 'v4' ? 'blue' : 'purple'} variant="soft">
      {version === 'v4' ? 'IPv4' : 'IPv6'}
    </Badge>
  );
}

/** An IP pool's utilization, read for its row or summary. */
export function PoolUtilization({ pool }: { pool: string }) {
  return <UtilizationCount utilization={useQuery(ipPoolUtilizationQuery(pool)).data} />;
}

/**
 * Addresses allocated out of a pool's capacity (an IP pool's or a subnet pool's). An IPv6 pool can hold more
 * than 2^64 addresses, so large counts are shown compact rather than exact.
 */
export function UtilizationCount({ utilization }: { utilization?: { capacity: number; remaining: number } }) {
  if (!utilization) return <Text color="gray">—</Text>;
  const { capacity, remaining } = utilization;
  const used = capacity - remaining;
  const percent = capacity > 0 ? Math.round((used / capacity) * 100) : 0;
  return (
    <Text>
      {`${formatCompactNumber(used)} / ${formatCompactNumber(capacity)}`}
      {capacity > 0 ? <Text color="gray" size="1">{` (${percent}%)`}</Text> : null}
    </Text>
  );
}
