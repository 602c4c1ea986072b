import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { siloListQuery } from '~/pages/system/silos/queries';
import { SilosPage } from '~/pages/system/silos/SilosPage';

export const Route = createFileRoute('/_app/system/silos/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(siloListQuery(deps)),
  component: SilosPage,
});
