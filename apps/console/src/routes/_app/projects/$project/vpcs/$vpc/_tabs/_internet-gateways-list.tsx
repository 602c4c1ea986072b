import { createFileRoute } from '@tanstack/react-router';
import { InternetGatewaysTab } from './-components/InternetGatewaysTab';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/internet-gateways/')({
  component: InternetGatewaysTab,
});
