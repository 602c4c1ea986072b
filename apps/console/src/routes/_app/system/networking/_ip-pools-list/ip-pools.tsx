import { createFileRoute } from '@tanstack/react-router';

/** The list's own path (its crumb); its pages beside it (`ip-pools/$…`) have their own route. */
export const Route = createFileRoute('/_app/system/networking/_ip-pools-list/ip-pools')({
  staticData: { crumb: 'IP Pools' },
});
