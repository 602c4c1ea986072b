import { Badge, Button, Callout, Flex, Link } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { apiQuery } from '~/api/queries';
import { CliCommandButton } from '~/components/CliCommandDialog';
import { InstanceStateBadge } from '~/components/InstanceStateBadge';
import { PageHeader } from '~/components/PageHeader';
import { instanceStateReason } from '~/components/reasons';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useInstance } from '~/routes/_app/projects/$project/instances/-components/queries';
import ArrowLeftIcon from '~icons/radix-icons/arrow-left';
import { type ConnectionState, SerialHistory, SerialTerminal, serialConsoleUrl } from './SerialTerminal';
import '~/routes/_app/projects/$project/instances/$instance/-components/instances.css';

const STATE_BADGES: Record<ConnectionState, { label: string; color: 'blue' | 'green' | 'gray' }> = {
  connecting: { label: 'Connecting', color: 'blue' },
  connected: { label: 'Connected', color: 'green' },
  closed: { label: 'Closed', color: 'gray' },
};

/** How much recent output the console shows, live or read-only. */
const HISTORY_BYTES = 256 * 1024;

/**
 * What a user who may read the instance but not change it sees: the platform opens the live console only to
 * those who may modify the instance, so they get its recent output, read-only, and the reason.
 */
function ReadOnlyConsole({
  project,
  instance,
  reason,
}: {
  project: string;
  instance: string;
  reason: string;
}) {
  const history = useQuery(
    apiQuery('instanceSerialConsole', {
      path: { instance },
      query: { project, mostRecent: HISTORY_BYTES },
    }),
  );
  return (
    <>
      <Callout.Root color="gray">
        <Callout.Text>
          {reason}: you can read this instance's serial console output but not type into it.
        </Callout.Text>
      </Callout.Root>
      {history.data ? (
        <div className="serial-console">
          <SerialHistory data={history.data.data} label={`Serial console of ${instance} (read-only)`} />
        </div>
      ) : null}
    </>
  );
}

/** The instance's serial console in the browser, with the connection state and a way to reconnect. */
export function SerialConsolePage() {
  const { project, instance } = useInstance();
  const [state, setState] = useState<ConnectionState>('connecting');
  // Remounting the terminal opens a fresh connection.
  const [session, setSession] = useState(0);
  const unavailable = instanceStateReason('serialConsole', instance);
  const unauthorized = useUnauthorizedReason('serialConsole', project);
  const live = !unavailable && !unauthorized;
  const badge = STATE_BADGES[state];
  return (
    <Flex direction="column" gap="3" pb="4" flexGrow="1">
      <PageHeader
        title="Serial console"
        docs="instances"
        actions={<CliCommandButton project={project} instance={instance.name} />}
      />
      <Flex gap="3" align="center" wrap="wrap">
        <Link asChild size="2">
          <RouterLink
            to="/projects/$project/instances/$instance/connect"
            params={{ project, instance: instance.name }}
          >
            <ArrowLeftIcon aria-hidden /> Back to {instance.name}
          </RouterLink>
        </Link>
        <InstanceStateBadge state={instance.runState} />
        {!live ? null : (
          <Badge color={badge.color} variant="soft" role="status" aria-label={`Connection: ${badge.label}`}>
            {badge.label}
          </Badge>
        )}
        {live && state === 'closed' ? (
          <Button size="1" variant="soft" onClick={() => setSession((count) => count + 1)}>
            Reconnect
          </Button>
        ) : null}
      </Flex>
      {unavailable ? (
        <Callout.Root color="amber">
          <Callout.Text>{unavailable}. Start the instance to connect to its serial console.</Callout.Text>
        </Callout.Root>
      ) : unauthorized ? (
        <ReadOnlyConsole project={project} instance={instance.name} reason={unauthorized} />
      ) : (
        <div className="serial-console">
          <SerialTerminal
            key={session}
            url={serialConsoleUrl(project, instance.name)}
            label={`Serial console of ${instance.name}`}
            onStateChange={setState}
          />
        </div>
      )}
    </Flex>
  );
}
