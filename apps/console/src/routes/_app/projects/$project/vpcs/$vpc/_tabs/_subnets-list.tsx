import { createFileRoute } from '@tanstack/react-router';
import { SubnetsTab } from './-components/SubnetsTab';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/subnets/')({
  component: SubnetsTab,
});
