import { createFileRoute } from '@tanstack/react-router';
import { SledLayout } from './_tabs/-components/SledLayout';

/** The sled page: its header and the tabs below it. */
export const Route = createFileRoute('/_app/system/inventory/sleds/$sledId/_tabs')({
  component: SledLayout,
});
