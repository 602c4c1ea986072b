import { createFileRoute } from '@tanstack/react-router';
import { LocalLoginPage } from '~/routes/_auth/login/-components/LoginPages';
import { validateLoginSearch } from '~/routes/_auth/login/-components/loginSearch';

export const Route = createFileRoute('/_auth/login/$silo/local')({
  validateSearch: validateLoginSearch,
  component: LocalLoginPage,
});
