import { createFileRoute } from '@tanstack/react-router';
import { RoutersTab } from './-components/RoutersTab';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/routers/')({
  component: RoutersTab,
});
