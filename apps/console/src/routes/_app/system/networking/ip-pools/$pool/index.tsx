import { createFileRoute } from '@tanstack/react-router';
import { IpPoolPage } from './-components/IpPoolPage';

export const Route = createFileRoute('/_app/system/networking/ip-pools/$pool/')({
  component: IpPoolPage,
});
