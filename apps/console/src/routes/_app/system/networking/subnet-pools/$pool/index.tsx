import { createFileRoute } from '@tanstack/react-router';
import { SubnetPoolPage } from '~/routes/_app/system/networking/subnet-pools/$pool/-components/SubnetPoolPage';

export const Route = createFileRoute('/_app/system/networking/subnet-pools/$pool/')({
  component: SubnetPoolPage,
});
