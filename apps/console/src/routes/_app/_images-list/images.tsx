import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/images')({
  staticData: { crumb: 'Images' },
  component: Outlet,
});
