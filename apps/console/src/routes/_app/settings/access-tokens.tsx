import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { accessTokenListQuery } from '~/api/lists';
import { AccessTokensPage } from './access-tokens/-components/AccessTokensPage';

export const Route = createFileRoute('/_app/settings/access-tokens')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(accessTokenListQuery(deps)),
  staticData: { crumb: 'Access Tokens' },
  component: AccessTokensPage,
});
