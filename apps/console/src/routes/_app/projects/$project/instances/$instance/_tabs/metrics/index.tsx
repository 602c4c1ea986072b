import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/metrics/')({
  // The period chosen (preset or custom) is kept: a link to the metrics tab may carry one.
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/projects/$project/instances/$instance/metrics/cpu', params, search });
  },
});
