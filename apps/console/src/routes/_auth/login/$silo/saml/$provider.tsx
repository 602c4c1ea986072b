import { createFileRoute } from '@tanstack/react-router';
import { SamlLoginPage } from '~/routes/_auth/login/-components/LoginPages';
import { validateLoginSearch } from '~/routes/_auth/login/-components/loginSearch';

export const Route = createFileRoute('/_auth/login/$silo/saml/$provider')({
  validateSearch: validateLoginSearch,
  component: SamlLoginPage,
});
