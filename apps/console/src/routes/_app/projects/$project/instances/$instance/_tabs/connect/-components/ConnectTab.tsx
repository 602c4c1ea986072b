import { Button, Code, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { instanceDisksQuery } from '~/api/instances';
import { instanceExternalIpsQuery } from '~/api/lists';
import { apiQuery } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { CliCommandButton } from '~/components/CliCommandDialog';
import { CopyButton } from '~/components/CopyButton';
import { instanceStateReason } from '~/components/reasons';
import { SectionCard } from '~/components/SectionCard';
import { useInstance } from '~/routes/_app/projects/$project/instances/-components/queries';

/**
 * Cloud images name their default user after the distribution (ubuntu, debian, fedora…), so the boot
 * image's OS is the best guess at the user to log in as.
 */
function useLoginUser(project: string, instance: string, bootDiskId: string | null | undefined) {
  const disks = useQuery(instanceDisksQuery(project, instance));
  const imageId = disks.data?.items.find((disk) => disk.id === bootDiskId)?.imageId;
  const image = useQuery({
    ...apiQuery('imageView', { path: { image: imageId ?? '' } }),
    enabled: Boolean(imageId),
  });
  const os = image.data?.os.toLowerCase().match(/^[a-z][a-z0-9_-]*/)?.[0];
  return os ?? '<user>';
}

/** How to reach the instance: its serial console (in the browser or the CLI) and SSH on its external IPs. */
export function ConnectTab() {
  const { project, instance } = useInstance();
  const ips = useQuery(instanceExternalIpsQuery(project, instance.name));
  const keys = useQuery(
    apiQuery('instanceSshPublicKeyList', {
      path: { instance: instance.name },
      query: { project, limit: 100 },
    }),
  );
  const user = useLoginUser(project, instance.name, instance.bootDiskId);
  const reachable = (ips.data?.items ?? []).filter((ip) => ip.kind !== 'snat');
  const consoleReason = instanceStateReason('serialConsole', instance);
  const consoleLink = {
    to: '/projects/$project/instances/$instance/serial-console',
    params: { project, instance: instance.name },
  } as const;

  return (
    <Flex direction="column" gap="4" pb="6">
      <SectionCard title="Serial console">
        <Text size="2">
          The serial console shows what the instance prints while it boots and lets you log in without a
          network.
        </Text>
        <Flex gap="3">
          {consoleReason ? (
            <ActionButton disabledReason={consoleReason}>Connect</ActionButton>
          ) : (
            <Button asChild>
              <RouterLink {...consoleLink}>Connect</RouterLink>
            </Button>
          )}
          <CliCommandButton project={project} instance={instance.name} />
        </Flex>
      </SectionCard>
      <SectionCard title="SSH">
        {reachable.length > 0 ? (
          <>
            <Text size="2">
              Connect with one of the SSH keys given to the instance. Most cloud images have a user named
              after the distribution{user === '<user>' ? '; replace <user> with it' : ''}.
            </Text>
            {reachable.map((ip) => {
              const command = `ssh ${user}@${ip.ip}`;
              return (
                <Flex key={ip.ip} gap="2" align="center">
                  <Code size="3">{command}</Code>
                  <CopyButton text={command} label={`Copy ${command}`} />
                </Flex>
              );
            })}
          </>
        ) : (
          <Text size="2">
            This instance has no external IP address, so it cannot be reached over SSH from outside its VPC.{' '}
            <Link asChild>
              <RouterLink
                to="/projects/$project/instances/$instance/networking"
                params={{ project, instance: instance.name }}
              >
                Attach an external IP
              </RouterLink>
            </Link>
          </Text>
        )}
        <Heading as="h3" size="2">
          SSH keys given to this instance
        </Heading>
        {keys.data && keys.data.items.length > 0 ? (
          <ul aria-label="SSH keys">
            {keys.data.items.map((key) => (
              <li key={key.id}>
                <Text size="2">{key.name}</Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text size="2" color="gray">
            {keys.isPending ? 'Loading…' : 'No SSH keys were given to this instance when it was created.'}
          </Text>
        )}
      </SectionCard>
    </Flex>
  );
}
