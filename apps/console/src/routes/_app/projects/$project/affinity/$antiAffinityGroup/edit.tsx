import { createFileRoute } from '@tanstack/react-router';
import { EditAffinityGroupForm } from '~/routes/_app/projects/$project/affinity/-components/AffinityGroupForms';

export const Route = createFileRoute('/_app/projects/$project/affinity/$antiAffinityGroup/edit')({
  staticData: { crumb: 'Edit anti-affinity group' },
  component: EditAffinityGroupForm,
});
