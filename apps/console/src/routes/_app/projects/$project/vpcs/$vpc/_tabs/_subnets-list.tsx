import { createFileRoute, Outlet } from '@tanstack/react-router';
import { routerListQuery, subnetListQuery } from '~/api/vpcs';
import { SubnetsTab } from './subnets/-components/SubnetsTab';

/** The subnets list, mounted under its create and edit panels: it owns the list's loader. */
export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/_subnets-list')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(subnetListQuery(params.project, params.vpc)),
      context.queryClient.ensureQueryData(routerListQuery(params.project, params.vpc)),
    ]),
  component: () => (
    <>
      <SubnetsTab />
      <Outlet />
    </>
  ),
});
