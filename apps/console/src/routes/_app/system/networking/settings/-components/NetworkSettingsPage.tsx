import { Card, Flex, Heading, Switch, Text } from '@radix-ui/themes';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { apiQuery, useApiMutation, useInvalidate } from '~/api/queries';
import { Tooltip } from '~/components/Tooltip';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { NetworkingLayout } from '~/routes/_app/system/networking/-components/NetworkingLayout';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

const inboundIcmpQuery = apiQuery('networkingInboundIcmpView');
const networkingSettingsQuery = apiQuery('systemNetworkingSettingsView');

export const prefetchNetworkSettings = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(inboundIcmpQuery),
    queryClient.ensureQueryData(networkingSettingsQuery),
  ]);

/** One rack-wide on/off setting, changed only after confirmation since it affects every silo at once. */
function SettingCard({
  title,
  description,
  enabled,
  disabledReason,
  onToggle,
}: {
  title: string;
  description: ReactNode;
  enabled: boolean | undefined;
  disabledReason?: string;
  onToggle: (next: boolean) => void;
}) {
  const id = useId();
  const toggle = (
    // Refused (rather than disabled) when unauthorized, so keyboard users can reach the reason's tooltip.
    <Switch
      id={id}
      checked={enabled ?? false}
      disabled={enabled === undefined}
      aria-disabled={disabledReason ? true : undefined}
      onCheckedChange={(next) => {
        if (!disabledReason) onToggle(next);
      }}
    />
  );
  return (
    <Card>
      <Flex justify="between" align="center" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="3">
            <label htmlFor={id}>{title}</label>
          </Heading>
          <Text size="2" color="gray">
            {description}
          </Text>
        </Flex>
        <Flex align="center" gap="2">
          <Text size="2">{enabled ? 'Enabled' : 'Disabled'}</Text>
          {disabledReason ? (
            <Tooltip content={disabledReason}>
              <span>{toggle}</span>
            </Tooltip>
          ) : (
            toggle
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

/** Rack-wide networking settings: whether services answer inbound ICMP, and jumbo frames on external links. */
export function NetworkSettingsPage() {
  const invalidate = useInvalidate();
  const unauthorized = useFleetAdminReason();
  const icmp = useQuery(inboundIcmpQuery);
  const settings = useQuery(networkingSettingsQuery);
  const updateIcmp = useApiMutation('networkingInboundIcmpUpdate', {
    onSuccess: () => invalidate('networkingInboundIcmpView'),
  });
  const updateSettings = useApiMutation('systemNetworkingSettingsUpdate', {
    onSuccess: () => invalidate('systemNetworkingSettingsView'),
  });
  const confirmToggle = (setting: string, next: boolean, run: () => Promise<unknown>) =>
    confirmAction({
      modalTitle: `${next ? 'Enable' : 'Disable'} ${setting}`,
      modalContent: `${next ? 'Enable' : 'Disable'} ${setting} for the whole rack?`,
      errorTitle: `Could not change ${setting}`,
      actionType: 'primary',
      doAction: async () => {
        await run();
        addToast(`${setting} ${next ? 'enabled' : 'disabled'}`);
      },
    });
  return (
    <NetworkingLayout>
      <Flex direction="column" gap="4">
        <SettingCard
          title="Inbound ICMP"
          description="Whether the rack's external services answer inbound ICMP, such as ping and the messages path MTU discovery relies on."
          enabled={icmp.data?.enabled}
          disabledReason={unauthorized}
          onToggle={(next) =>
            confirmToggle('Inbound ICMP', next, () => updateIcmp.mutateAsync({ body: { enabled: next } }))
          }
        />
        <SettingCard
          title="Jumbo frames"
          description="Whether instances may opt in to jumbo frames on external links."
          enabled={settings.data?.externalJumboFramesOptInEnabled}
          disabledReason={unauthorized}
          onToggle={(next) =>
            confirmToggle('Jumbo frames', next, () =>
              updateSettings.mutateAsync({ body: { externalJumboFramesOptInEnabled: next } }),
            )
          }
        />
      </Flex>
    </NetworkingLayout>
  );
}
