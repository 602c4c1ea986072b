import { Flex } from '@radix-ui/themes';
import { useInstance } from '../queries';
import { ExternalIpsTable } from './ExternalIpsTable';
import { NetworkInterfacesTable } from './NetworkInterfacesTable';

/** The instance's network interfaces and external addresses. */
export function NetworkingTab() {
  const { project, instance } = useInstance();
  return (
    <Flex direction="column" gap="5">
      <NetworkInterfacesTable project={project} instance={instance} />
      <ExternalIpsTable project={project} instance={instance} />
    </Flex>
  );
}
