import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { PageHeader } from '~/components/PageHeader';
import { ResourceEvents } from '~/components/ResourceEvents';
import { useProjectParam } from '~/hooks/useRouteParams';

const projectQuery = (project: string) => apiQuery('projectView', { path: { project } });

/** The project's Events: its entries of the audit log, every call made in it included. */
export const Route = createFileRoute('/_app/projects/$project/events')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(projectQuery(params.project)),
  staticData: { crumb: 'Events' },
  component: ProjectEvents,
});

function ProjectEvents() {
  const project = useQuery(projectQuery(useProjectParam())).data;
  if (!project) return null;
  return (
    <>
      <PageHeader title={project.name} docs="projects" />
      <ResourceEvents
        subject={{
          kind: 'project',
          project: project.name,
          name: project.name,
          id: project.id,
          timeCreated: project.timeCreated,
        }}
      />
    </>
  );
}
