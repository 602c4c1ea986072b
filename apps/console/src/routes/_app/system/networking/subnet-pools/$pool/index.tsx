import { createFileRoute } from '@tanstack/react-router';
import { SubnetPoolPage } from './-components/SubnetPoolPage';

export const Route = createFileRoute('/_app/system/networking/subnet-pools/$pool/')({
  component: SubnetPoolPage,
});
