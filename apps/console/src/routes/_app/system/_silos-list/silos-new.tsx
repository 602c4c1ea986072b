import { createFileRoute } from '@tanstack/react-router';
import { ipPoolPickerQuery, siloListQuery } from '~/api/silos';
import { SiloCreateForm } from './silos/-components/SiloCreateForm';
import { SilosPage } from './silos/-components/SilosPage';

export const Route = createFileRoute('/_app/system/silos-new')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(siloListQuery({})),
      context.queryClient.ensureQueryData(ipPoolPickerQuery()),
    ]),
  staticData: { crumb: 'New silo' },
  component: () => (
    <>
      <SilosPage />
      <SiloCreateForm />
    </>
  ),
});
