import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';

/**
 * Instance lookup by id (spec §2): load the instance, then its project, and redirect to the instance page
 * under their names. Any failure — unknown id, no access, a malformed id — is 'Page not found'.
 */
export async function redirectToInstance(queryClient: QueryClient, id: string): Promise<never> {
  let target: { project: string; instance: string };
  try {
    const instance = await queryClient.fetchQuery(apiQuery('instanceView', { path: { instance: id } }));
    const project = await queryClient.fetchQuery(
      apiQuery('projectView', { path: { project: instance.projectId } }),
    );
    target = { project: project.name, instance: instance.name };
  } catch {
    throw notFound();
  }
  throw redirect({ to: '/projects/$project/instances/$instance', params: target });
}
