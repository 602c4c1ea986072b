import { createFileRoute } from '@tanstack/react-router';
import { BgpPage, prefetchBgpPage } from './bgp/-components/BgpPage';

export const Route = createFileRoute('/_app/system/networking/bgp')({
  loader: ({ context }) => prefetchBgpPage(context.queryClient),
  staticData: { crumb: 'BGP' },
  component: BgpPage,
});
