import { createFileRoute } from '@tanstack/react-router';
import { ipPoolPickerQuery, siloListQuery } from '~/pages/system/silos/queries';
import { SiloCreateForm } from '~/pages/system/silos/SiloCreateForm';
import { SilosPage } from '~/pages/system/silos/SilosPage';

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
