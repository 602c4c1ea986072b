import { createFileRoute } from '@tanstack/react-router';
import { SerialConsolePage } from './serial-console/-components/SerialConsolePage';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/serial-console')({
  staticData: { crumb: 'Serial console' },
  component: SerialConsolePage,
});
