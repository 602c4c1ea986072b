import { createFileRoute } from '@tanstack/react-router';
import { CreateLocalUserForm } from '../users/-components/CreateLocalUserForm';

export const Route = createFileRoute('/_app/system/silos/$silo/_users-list/users-new')({
  staticData: { crumb: 'New user' },
  component: CreateLocalUserForm,
});
