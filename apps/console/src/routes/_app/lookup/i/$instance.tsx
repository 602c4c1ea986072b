import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '~/components/ErrorScreens';
import { redirectToInstance } from '~/routes/_app/lookup/-components/instanceLookup';

/** The short form of /lookup/instances/{instance}, for links typed or pasted by hand. */
export const Route = createFileRoute('/_app/lookup/i/$instance')({
  loader: ({ context, params }) => redirectToInstance(context.queryClient, params.instance),
  notFoundComponent: NotFound,
});
