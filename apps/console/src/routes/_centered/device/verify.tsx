import { createFileRoute } from '@tanstack/react-router';
import { DeviceVerifyPage } from './verify/-components/DeviceVerifyPage';

export const Route = createFileRoute('/_centered/device/verify')({
  staticData: { crumb: 'Device Authentication' },
  component: DeviceVerifyPage,
});
