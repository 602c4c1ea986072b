import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/certificates')({
  staticData: { crumb: 'Certificates' },
  component: Outlet,
});
