import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/settings/_ssh-keys-list/ssh-keys')({
  staticData: { crumb: 'SSH Keys' },
  component: Outlet,
});
