import { createFileRoute } from '@tanstack/react-router';
import { prefetchRole } from '~/hooks/usePermissions';
import { SiloRolesPage } from './roles/-components/SiloRolesPage';

// Beside the silo's access page rather than inside it (`access_`): it is a page of its own, not a panel.
export const Route = createFileRoute('/_app/access_/roles')({
  loader: ({ context }) => prefetchRole(context.queryClient),
  staticData: { crumb: 'Roles' },
  component: SiloRolesPage,
});
