import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system/_certificates-list/certificates')({
  staticData: { crumb: 'Certificates' },
  component: Outlet,
});
