import { createFileRoute } from '@tanstack/react-router';

/** The list's own path (its crumb); its pages beside it (`silos/$…`) have their own route. */
export const Route = createFileRoute('/_app/system/_silos-list/silos')({
  staticData: { crumb: 'Silos' },
});
