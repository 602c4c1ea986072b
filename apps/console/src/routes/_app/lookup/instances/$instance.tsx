import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '~/components/ErrorScreens';
import { redirectToInstance } from '~/routes/_app/lookup/-components/instanceLookup';

export const Route = createFileRoute('/_app/lookup/instances/$instance')({
  loader: ({ context, params }) => redirectToInstance(context.queryClient, params.instance),
  notFoundComponent: NotFound,
});
