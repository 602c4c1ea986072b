import { createFileRoute } from '@tanstack/react-router';
import { IpPoolPage } from '~/pages/system/networking/IpPoolPage';

export const Route = createFileRoute('/_app/system/networking/ip-pools/$pool/')({
  component: IpPoolPage,
});
