import { createFileRoute } from '@tanstack/react-router';
import { IpPoolPage } from '~/routes/_app/system/networking/ip-pools/$pool/-components/IpPoolPage';

export const Route = createFileRoute('/_app/system/networking/ip-pools/$pool/')({
  component: IpPoolPage,
});
