import { createFileRoute } from '@tanstack/react-router';
import { ResourceEvents } from '~/components/ResourceEvents';
import { useInstance } from '~/routes/_app/projects/$project/instances/-components/queries';

/** The instance's Events tab: its entries of the audit log. */
export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/events')({
  staticData: { crumb: 'Events' },
  component: InstanceEvents,
});

function InstanceEvents() {
  const { project, instance } = useInstance();
  return (
    <ResourceEvents
      subject={{
        kind: 'instance',
        project,
        name: instance.name,
        id: instance.id,
        timeCreated: instance.timeCreated,
      }}
    />
  );
}
