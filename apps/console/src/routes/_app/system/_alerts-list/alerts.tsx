import { createFileRoute } from '@tanstack/react-router';

/** The list's own path (its crumb); its pages beside it (`alerts/$…`) have their own route. */
export const Route = createFileRoute('/_app/system/_alerts-list/alerts')({
  staticData: { crumb: 'Alerts' },
});
