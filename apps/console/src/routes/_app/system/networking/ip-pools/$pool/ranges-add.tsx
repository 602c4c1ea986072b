import { createFileRoute } from '@tanstack/react-router';
import { AddRangeForm } from './ranges-add/-components/AddRangeForm';

export const Route = createFileRoute('/_app/system/networking/ip-pools/$pool/ranges-add')({
  staticData: { crumb: 'Add range' },
  component: AddRangeForm,
});
