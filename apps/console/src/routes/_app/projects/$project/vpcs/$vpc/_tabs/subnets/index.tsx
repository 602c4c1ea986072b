import { createFileRoute } from '@tanstack/react-router';
import { SubnetsTab } from '~/pages/vpcs/subnets/SubnetsTab';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/subnets/')({
  component: SubnetsTab,
});
