import { createFileRoute, redirect } from '@tanstack/react-router';

/** The routes are listed on the router page, where the 'Routes' crumb leads. */
export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/routers/$router/routes/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/projects/$project/vpcs/$vpc/routers/$router', params });
  },
});
