import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/_images-list/images')({
  staticData: { crumb: 'Images' },
  component: Outlet,
});
