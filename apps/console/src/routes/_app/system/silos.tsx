import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/silos')({
  staticData: { crumb: 'Silos' },
  component: Outlet,
});
