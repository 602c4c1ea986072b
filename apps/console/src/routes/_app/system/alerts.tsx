import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/alerts')({
  staticData: { crumb: 'Alerts' },
  component: Outlet,
});
