import { createFileRoute } from '@tanstack/react-router';
import { EditAffinityGroupForm } from '~/pages/affinity/AffinityGroupForms';

export const Route = createFileRoute('/_app/projects/$project/affinity/$antiAffinityGroup/edit')({
  staticData: { crumb: 'Edit anti-affinity group' },
  component: EditAffinityGroupForm,
});
