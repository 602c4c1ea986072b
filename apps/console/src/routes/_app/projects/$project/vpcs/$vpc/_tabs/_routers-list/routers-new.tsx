import { createFileRoute } from '@tanstack/react-router';
import { CreateRouterForm } from '../routers/-components/RouterForms';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/_routers-list/routers-new')({
  staticData: { crumb: 'New router' },
  component: CreateRouterForm,
});
