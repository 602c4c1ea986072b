import { createFileRoute } from '@tanstack/react-router';
import { InternetGatewaysTab } from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/internet-gateways/-components/InternetGatewaysTab';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/internet-gateways/')({
  component: InternetGatewaysTab,
});
