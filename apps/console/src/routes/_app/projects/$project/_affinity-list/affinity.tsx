import { createFileRoute } from '@tanstack/react-router';

/** The list's own path (its crumb); its pages beside it (`affinity/$…`) have their own route. */
export const Route = createFileRoute('/_app/projects/$project/_affinity-list/affinity')({
  staticData: { crumb: 'Affinity Groups' },
});
