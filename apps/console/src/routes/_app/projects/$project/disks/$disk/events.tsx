import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { diskQuery } from '~/api/disks';
import { PageHeader } from '~/components/PageHeader';
import { ResourceEvents } from '~/components/ResourceEvents';

/** A disk's Events (from its row menu): its entries of the audit log. */
export const Route = createFileRoute('/_app/projects/$project/disks/$disk/events')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(diskQuery(params.project, params.disk)),
  staticData: { crumb: (match) => `${(match.params as { disk: string }).disk} events` },
  component: DiskEvents,
});

function DiskEvents() {
  const { project, disk: selector } = Route.useParams();
  const disk = useQuery(diskQuery(project, selector)).data;
  if (!disk) return null;
  return (
    <>
      <PageHeader title={disk.name} docs="disks" />
      <ResourceEvents
        subject={{ kind: 'disk', project, name: disk.name, id: disk.id, timeCreated: disk.timeCreated }}
      />
    </>
  );
}
