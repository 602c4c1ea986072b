import { createFileRoute } from '@tanstack/react-router';
import { ChooseSiloPage } from './-components/LoginPages';
import { validateLoginSearch } from './-components/loginSearch';

/** Where a 401 sends the browser (spec §8): choose the silo to sign in to, keeping `redirect_uri`. */
export const Route = createFileRoute('/_auth/login/')({
  validateSearch: validateLoginSearch,
  component: ChooseSiloPage,
});
