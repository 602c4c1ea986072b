import { createFileRoute } from '@tanstack/react-router';
import { loadDisks } from '~/api/disks';
import { validatePageSearch } from '~/api/listSearch';
import { DisksPage } from './-components/DisksPage';

export const Route = createFileRoute('/_app/projects/$project/disks/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadDisks(context.queryClient, params.project, deps),
  component: DisksPage,
});
