import { createFileRoute } from '@tanstack/react-router';
import { InstanceLayout } from './_tabs/-components/InstanceLayout';

/** The instance page: its header and the tabs below it. */
export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs')({
  component: InstanceLayout,
});
