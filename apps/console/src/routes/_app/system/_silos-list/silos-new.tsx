import { createFileRoute } from '@tanstack/react-router';
import { ipPoolPickerQuery } from '~/api/silos';
import { SiloCreateForm } from '../silos/-components/SiloCreateForm';

export const Route = createFileRoute('/_app/system/_silos-list/silos-new')({
  loader: ({ context }) => context.queryClient.ensureQueryData(ipPoolPickerQuery()),
  staticData: { crumb: 'New silo' },
  component: SiloCreateForm,
});
