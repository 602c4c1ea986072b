import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/settings/ssh-keys')({
  staticData: { crumb: 'SSH Keys' },
  component: Outlet,
});
