import { createFileRoute } from '@tanstack/react-router';
import { siloListQuery } from '~/api/silos';
import { validatePageSearch } from '~/hooks/usePagination';
import { SilosPage } from './-components/SilosPage';

export const Route = createFileRoute('/_app/system/silos/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(siloListQuery(deps)),
  component: SilosPage,
});
