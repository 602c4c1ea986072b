import { createFileRoute } from '@tanstack/react-router';
import { CreateAffinityGroupForm } from '../affinity/-components/AffinityGroupForms';

export const Route = createFileRoute('/_app/projects/$project/_affinity-list/affinity-new')({
  staticData: { crumb: 'New anti-affinity group' },
  component: CreateAffinityGroupForm,
});
