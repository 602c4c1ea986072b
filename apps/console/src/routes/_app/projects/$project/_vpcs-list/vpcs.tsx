import { createFileRoute } from '@tanstack/react-router';

/** The list's own path (its crumb); its pages beside it (`vpcs/$…`) have their own route. */
export const Route = createFileRoute('/_app/projects/$project/_vpcs-list/vpcs')({
  staticData: { crumb: 'VPCs' },
});
