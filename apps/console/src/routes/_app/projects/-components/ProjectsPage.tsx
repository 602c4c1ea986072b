import { formatRelativeTime, NO_GROUPS_NOTICE } from '@rackconsole/sdk';
import { Link } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { projectListQuery } from '~/api/lists';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { CreateLink } from '~/components/CreateLink';
import { DataTable } from '~/components/DataTable';
import { DocsLink } from '~/components/DocsLink';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { PaginationBar } from '~/components/PaginationBar';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { usePagination } from '~/hooks/usePagination';
import { useHasNoGroupsOrRole, useUnauthorizedReason } from '~/hooks/usePermissions';
import { confirmDelete } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

export function ProjectsPage() {
  const pagination = usePagination();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const projects = useQuery(projectListQuery(pagination.search));
  const deleteProject = useApiMutation('projectDelete', {
    onSuccess: async (_, { path }) => {
      await invalidate('projectList');
      addToast(`Project ${path.project} deleted`);
    },
  });
  // The platform lets silo collaborators create projects.
  const unauthorized = useUnauthorizedReason('manageProjects');
  const noGroupsOrRole = useHasNoGroupsOrRole();
  const newProject = (
    <CreateLink disabledReason={unauthorized}>
      <RouterLink to="/projects-new" search>
        New Project
      </RouterLink>
    </CreateLink>
  );

  return (
    <>
      <PageHeader title="Projects" docs="projects" actions={newProject} />
      <DataTable
        label="Projects"
        rows={projects.data?.items ?? []}
        rowKey={(project) => project.name}
        filter={{ name: (project) => project.name }}
        paginated={pagination.hasPrev || Boolean(projects.data?.nextPage)}
        columns={[
          {
            header: 'Name',
            serverSort: true,
            cell: (project) => (
              <Link asChild>
                <RouterLink to="/projects/$project/instances" params={{ project: project.name }}>
                  <TruncatedText text={project.name} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          {
            header: 'Description',
            sortValue: (project) => project.description,
            cell: (project) => project.description,
          },
          {
            header: 'Created',
            sortValue: (project) => project.timeCreated,
            cell: (project) => formatRelativeTime(project.timeCreated),
          },
        ]}
        actions={(project) => [
          {
            label: 'Edit',
            onActivate: () =>
              navigate({ to: '/projects/$project/edit', search: true, params: { project: project.name } }),
          },
          {
            label: 'Delete',
            danger: true,
            onActivate: async () =>
              confirmDelete({
                resourceKind: 'project',
                label: `Are you sure you want to delete project ${project.name}?`,
                // Loaded when asked: the first screen of the console is this list, which needs it only then.
                blockedBy: await import('~/api/deleteBlockers').then((blockers) =>
                  blockers.projectDeleteBlocker(queryClient, project.name),
                ),
                doDelete: () => deleteProject.mutateAsync({ path: { project: project.name } }),
              }),
          },
        ]}
        empty={
          projects.isSuccess ? (
            <NoProjects canCreate={!unauthorized} noGroupsOrRole={noGroupsOrRole} newProject={newProject} />
          ) : undefined
        }
      />
      <PaginationBar
        pagination={pagination}
        nextPage={projects.data?.nextPage}
        loading={projects.isFetching}
      />
    </>
  );
}

/**
 * The empty list says what the user can do about it: create a project; or, without the role to create one,
 * ask the administrator for access (and, with no group and no role at all, why that is so).
 */
function NoProjects({
  canCreate,
  noGroupsOrRole,
  newProject,
}: {
  canCreate: boolean;
  noGroupsOrRole: boolean;
  newProject: ReactNode;
}) {
  if (canCreate) {
    return (
      <EmptyState
        title="No projects"
        body="You need to create a project to be able to see it here."
        action={newProject}
      />
    );
  }
  return (
    <EmptyState
      title="No projects"
      body={
        noGroupsOrRole
          ? NO_GROUPS_NOTICE
          : 'Projects show here once you are given access to them. You cannot create one yourself.'
      }
      action={
        <>
          <p>Ask your administrator to give you a role on the silo or on a project.</p>
          <DocsLink area="access" />
        </>
      }
    />
  );
}
