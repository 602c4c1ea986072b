import { createFileRoute } from '@tanstack/react-router';
import { DeviceVerifyPage } from '~/pages/device/DeviceVerifyPage';

export const Route = createFileRoute('/_centered/device/verify')({
  staticData: { crumb: 'Device Authentication' },
  component: DeviceVerifyPage,
});
