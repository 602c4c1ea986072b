import { createFileRoute } from '@tanstack/react-router';
import { LocalLoginPage } from '~/pages/auth/LoginPages';
import { validateLoginSearch } from '~/pages/auth/loginSearch';

export const Route = createFileRoute('/_auth/login/$silo/local')({
  validateSearch: validateLoginSearch,
  component: LocalLoginPage,
});
