import { Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { instanceExternalIpsQuery } from '~/api/lists';

/** The addresses an instance is reachable on from outside: its ephemeral and floating IPs (not SNAT). */
export function ExternalIps({ project, instance }: { project: string; instance: string }) {
  const ips = useQuery(instanceExternalIpsQuery(project, instance));
  const reachable = (ips.data?.items ?? []).filter((ip) => ip.kind !== 'snat');
  if (reachable.length === 0) return <Text color="gray">{ips.isPending ? '…' : '—'}</Text>;
  return (
    <Flex direction="column">
      {reachable.map((ip) => (
        <Text key={ip.ip} size="2">
          {ip.ip}
        </Text>
      ))}
    </Flex>
  );
}
