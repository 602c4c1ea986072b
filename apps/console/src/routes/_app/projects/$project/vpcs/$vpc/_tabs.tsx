import { createFileRoute } from '@tanstack/react-router';
import { VpcLayout } from './_tabs/-components/VpcLayout';

/** The VPC page: its header and the tabs below it. */
export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs')({
  component: VpcLayout,
});
