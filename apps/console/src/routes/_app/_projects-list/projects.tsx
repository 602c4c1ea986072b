import { createFileRoute } from '@tanstack/react-router';

/** The list's own path (its crumb); its pages beside it (`projects/$…`) have their own route. */
export const Route = createFileRoute('/_app/_projects-list/projects')({
  staticData: { crumb: 'Projects' },
});
