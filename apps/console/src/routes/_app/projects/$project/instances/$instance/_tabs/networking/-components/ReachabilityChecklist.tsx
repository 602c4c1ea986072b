import type { Instance, InstanceNetworkInterface } from '@rackconsole/sdk';
import { MAX_PORT } from '@rackconsole/validators';
import { Card, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { instanceSshKeysQuery } from '~/api/instances';
import { instanceExternalIpsQuery, sshKeysQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { ActionButton } from '~/components/ActionButton';
import { firstReason, instanceStateReason } from '~/components/reasons';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { addToast } from '~/stores/toasts';
import CheckCircledIcon from '~icons/radix-icons/check-circled';
import CrossCircledIcon from '~icons/radix-icons/cross-circled';
import { useNicFirewall } from './networkingData';
import { priorityToOvercome, type ReachabilityCheck, reachabilityChecks } from './reachability';

const SSH_PORT = 22;

function StartInstanceButton({ project, instance }: { project: string; instance: Instance }) {
  const invalidate = useInvalidate();
  const unauthorized = useUnauthorizedReason('controlInstances', project);
  const start = useApiMutation('instanceStart', {
    onSuccess: async (started) => {
      await invalidate('instanceList', 'instanceView');
      addToast(`Starting instance ${started.name}`);
    },
    onError: (error) =>
      addToast({ variant: 'error', title: 'Could not start instance', content: error.message }),
  });
  return (
    <ActionButton
      size="1"
      variant="soft"
      loading={start.isPending}
      disabledReason={firstReason(unauthorized, instanceStateReason('start', instance))}
      onClick={() => start.mutate({ path: { instance: instance.name }, query: { project } })}
    >
      Start instance
    </ActionButton>
  );
}

function CheckItem({ check, fix }: { check: ReachabilityCheck; fix: ReactNode }) {
  const Icon = check.met ? CheckCircledIcon : CrossCircledIcon;
  return (
    <li aria-label={`${check.label}: ${check.met ? 'yes' : 'no'}`}>
      <Flex gap="3" align="start">
        <Text color={check.met ? 'green' : 'red'} mt="1">
          <Icon aria-hidden />
        </Text>
        <Flex direction="column" gap="1">
          <Text size="2" weight="bold">
            {check.label}
          </Text>
          <Text size="2" color="gray">
            {check.detail}
          </Text>
          {/* A block of its own, so a button keeps its width instead of stretching across the item. */}
          {check.met || !fix ? null : <div>{fix}</div>}
        </Flex>
      </Flex>
    </li>
  );
}

/** The port the checklist looks at: 22 until the user types another valid port. */
function usePortChoice() {
  const [text, setText] = useState(String(SSH_PORT));
  const [port, setPort] = useState(SSH_PORT);
  const valid = /^\d{1,5}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= MAX_PORT;
  return {
    text,
    port,
    error: valid ? undefined : `Port must be a whole number from 1 to ${MAX_PORT}`,
    onChange: (next: string) => {
      setText(next);
      const value = Number(next);
      if (/^\d{1,5}$/.test(next.trim()) && value >= 1 && value <= MAX_PORT) setPort(value);
    },
  };
}

/**
 * Whether the instance can be reached from outside its VPC over SSH (or another TCP port): running, an
 * external IP, a firewall rule letting the port in from anywhere on the primary interface, and an SSH key.
 * Each unmet item offers its fix.
 */
export function ReachabilityChecklist({
  project,
  instance,
  nics,
}: {
  project: string;
  instance: Instance;
  nics: readonly InstanceNetworkInterface[];
}) {
  const portChoice = usePortChoice();
  const { port } = portChoice;
  const primary = nics.find((nic) => nic.primary) ?? nics[0];
  const firewall = useNicFirewall(project, instance.name, primary);
  const externalIps = useQuery(instanceExternalIpsQuery(project, instance.name));
  const instanceKeys = useQuery(instanceSshKeysQuery(project, instance.name));
  const userKeys = useQuery(sshKeysQuery);
  const checks = reachabilityChecks({
    runState: instance.runState,
    externalIps: externalIps.data?.items ?? [],
    primaryNicRules: primary ? (firewall.rules ?? []) : undefined,
    port,
    instanceKeyCount: instanceKeys.data?.items.length ?? 0,
    userKeyCount: userKeys.data?.items.length ?? 0,
  });
  const priority = firewall.rules && priorityToOvercome(firewall.rules, port);
  const fixes: Record<ReachabilityCheck['id'], ReactNode> = {
    running: <StartInstanceButton project={project} instance={instance} />,
    externalIp: (
      <Link asChild size="2">
        <RouterLink
          to="/projects/$project/instances/$instance/networking"
          params={{ project, instance: instance.name }}
          hash="external-ips"
        >
          Attach an external IP
        </RouterLink>
      </Link>
    ),
    firewall: firewall.vpcName ? (
      <Link asChild size="2">
        <RouterLink
          to="/projects/$project/vpcs/$vpc/firewall-rules-new/{-$rule}"
          params={{ project, vpc: firewall.vpcName }}
          search={{
            allowTcpPort: port,
            toInstance: instance.name,
            ...(priority === undefined ? {} : { priority }),
          }}
        >
          {`Add a rule allowing TCP port ${port}`}
        </RouterLink>
      </Link>
    ) : null,
    sshKey: (
      <Link asChild size="2">
        <RouterLink to="/settings/ssh-keys-new">Add an SSH key</RouterLink>
      </Link>
    ),
  };
  return (
    <Card asChild size="2">
      <section aria-labelledby="reachability-heading">
        <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4" id="reachability-heading">
              Reachability
            </Heading>
            <Text size="2" color="gray">
              Whether the instance can be reached from outside its VPC.
            </Text>
          </Flex>
          <Flex direction="column" gap="1">
            <Text asChild size="2">
              <label htmlFor="reachability-port">Port to check</label>
            </Text>
            <TextField.Root
              id="reachability-port"
              type="number"
              min={1}
              max={MAX_PORT}
              value={portChoice.text}
              aria-invalid={Boolean(portChoice.error) || undefined}
              aria-describedby={portChoice.error ? 'reachability-port-error' : undefined}
              onChange={(event) => portChoice.onChange(event.target.value)}
            />
            {portChoice.error ? (
              <Text size="1" color="red" id="reachability-port-error" role="alert">
                {portChoice.error}
              </Text>
            ) : null}
          </Flex>
        </Flex>
        <Flex direction="column" gap="3" asChild>
          <ul aria-label="Reachability checklist" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {checks.map((check) => (
              <CheckItem key={check.id} check={check} fix={fixes[check.id]} />
            ))}
          </ul>
        </Flex>
      </section>
    </Card>
  );
}
