import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { siloListQuery } from '~/api/silos';
import { SilosPage } from './-components/SilosPage';

export const Route = createFileRoute('/_app/system/silos/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(siloListQuery(deps)),
  component: SilosPage,
});
