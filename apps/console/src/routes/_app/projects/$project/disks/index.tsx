import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { DisksPage } from '~/pages/disks/DisksPage';
import { loadDisks } from '~/pages/disks/queries';

export const Route = createFileRoute('/_app/projects/$project/disks/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadDisks(context.queryClient, params.project, deps),
  component: DisksPage,
});
