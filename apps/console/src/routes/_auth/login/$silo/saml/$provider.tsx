import { createFileRoute } from '@tanstack/react-router';
import { SamlLoginPage } from '~/pages/auth/LoginPages';
import { validateLoginSearch } from '~/pages/auth/loginSearch';

export const Route = createFileRoute('/_auth/login/$silo/saml/$provider')({
  validateSearch: validateLoginSearch,
  component: SamlLoginPage,
});
