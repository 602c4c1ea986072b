import { createFileRoute } from '@tanstack/react-router';

/** The list's own path (its crumb); its pages beside it (`routers/$…`) have their own route. */
export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/_routers-list/routers')({
  staticData: { crumb: 'Routers' },
});
