import { createFileRoute } from '@tanstack/react-router';
import { CreateVpcForm } from '../vpcs/-components/VpcForms';

export const Route = createFileRoute('/_app/projects/$project/_vpcs-list/vpcs-new')({
  staticData: { crumb: 'New VPC' },
  component: CreateVpcForm,
});
