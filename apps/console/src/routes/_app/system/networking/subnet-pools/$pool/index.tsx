import { createFileRoute } from '@tanstack/react-router';
import { SubnetPoolPage } from '~/pages/system/networking/subnetPools/SubnetPoolPage';

export const Route = createFileRoute('/_app/system/networking/subnet-pools/$pool/')({
  component: SubnetPoolPage,
});
