import { formatBytes, formatRelativeTime } from '@rackconsole/sdk';
import { Button, Card, DataList, Flex } from '@radix-ui/themes';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CopyButton } from '~/components/CopyButton';
import { PageHeader } from '~/components/PageHeader';
import { RouteTabs } from '~/components/RouteTabs';
import { RowActionsMenu } from '~/components/RowActionsMenu';
import { TerraformExportButton } from '~/components/TerraformExport';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import ChevronDownIcon from '~icons/radix-icons/chevron-down';
import '~/routes/_app/projects/$project/instances/$instance/-components/instances.css';
import { ExternalIps } from '~/components/ExternalIps';
import { InstanceStateBadge } from '~/components/InstanceStateBadge';
import { useInstance } from '~/routes/_app/projects/$project/instances/-components/queries';
import { ResizeInstanceModal } from '~/routes/_app/projects/$project/instances/-components/ResizeForm';
import { useInstanceActions } from '~/routes/_app/projects/$project/instances/-components/useInstanceActions';

/** The instance page frame: its name and actions, a summary, and the storage…settings tabs. */
export function InstanceLayout() {
  const { project, instance } = useInstance();
  const navigate = useNavigate();
  const [resizing, setResizing] = useState(false);
  const actions = useInstanceActions(project, {
    onResize: () => setResizing(true),
    onDeleted: () => navigate({ to: '/projects/$project/instances', params: { project } }),
  });
  const base = `/projects/${project}/instances/${instance.name}`;
  return (
    <>
      <PageHeader
        title={instance.name}
        docs="instances"
        actions={
          <>
            <TerraformExportButton project={project} resourceId={instance.id} />
            <RowActionsMenu
              trigger={
                <Button variant="soft">
                  Instance actions
                  <ChevronDownIcon aria-hidden />
                </Button>
              }
              actions={actions(instance)}
            />
          </>
        }
      />
      <Card mb="4">
        <DataList.Root
          orientation="vertical"
          size="2"
          className="instance-summary"
          aria-label="Instance summary"
        >
          <DataList.Item>
            <DataList.Label>State</DataList.Label>
            <DataList.Value>
              <InstanceStateBadge state={instance.runState} />
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>CPU</DataList.Label>
            <DataList.Value>{`${instance.ncpus} vCPU${instance.ncpus === 1 ? '' : 's'}`}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>RAM</DataList.Label>
            <DataList.Value>{formatBytes(instance.memory)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>External IPs</DataList.Label>
            <DataList.Value>
              <ExternalIps project={project} instance={instance.name} />
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Hostname</DataList.Label>
            <DataList.Value>
              <TruncatedText text={instance.hostname} maxLength={NAME_LIMITS.cell} />
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>ID</DataList.Label>
            <DataList.Value>
              <Flex gap="2" align="center">
                <TruncatedText text={instance.id} maxLength={14} />
                <CopyButton text={instance.id} label="Copy instance ID" />
              </Flex>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Created</DataList.Label>
            <DataList.Value>{formatRelativeTime(instance.timeCreated)}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
      <RouteTabs
        label="Instance"
        tabs={[
          { label: 'Storage', to: `${base}/storage` },
          { label: 'Networking', to: `${base}/networking` },
          { label: 'Metrics', to: `${base}/metrics/cpu`, activePrefix: `${base}/metrics` },
          { label: 'Connect', to: `${base}/connect` },
          { label: 'Settings', to: `${base}/settings` },
          { label: 'Events', to: `${base}/events` },
        ]}
      />
      <Outlet />
      <ResizeInstanceModal
        project={project}
        instance={resizing ? instance : null}
        onDismiss={() => setResizing(false)}
      />
    </>
  );
}
