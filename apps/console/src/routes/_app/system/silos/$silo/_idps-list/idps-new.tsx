import { createFileRoute } from '@tanstack/react-router';
import { IdpCreateForm } from '../idps/-components/IdpCreateForm';

export const Route = createFileRoute('/_app/system/silos/$silo/_idps-list/idps-new')({
  staticData: { crumb: 'New identity provider' },
  component: IdpCreateForm,
});
