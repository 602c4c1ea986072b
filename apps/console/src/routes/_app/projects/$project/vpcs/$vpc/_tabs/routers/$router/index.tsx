import { createFileRoute } from '@tanstack/react-router';

/** The router page itself (its layout route renders it); this match only adds the crumb. */
export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/routers/$router/')({
  staticData: { crumb: 'Routes' },
  component: () => null,
});
