import {
  type Api,
  type DeviceAccessTokenGrant,
  DeviceLoginError,
  type DeviceLoginOptions,
  PlatformCallError,
  deviceLogin as sdkDeviceLogin,
} from '@rackconsole/sdk';
import { ApiCallError, RefusedError } from '../errors';

export { DEFAULT_POLL_SECONDS, DEVICE_GRANT_TYPE } from '@rackconsole/sdk';

/** The console page where a user types the code shown by the CLI. */
export const verificationUrl = (host: string) => `${host}/device/verify`;

/**
 * The SDK's device login (RFC 8628), its failures as the CLI's errors: an expired or denied code is refused
 * (exit 1, with what to do next), a failed call the platform's error.
 */
export async function deviceLogin(
  api: Api,
  options: Omit<DeviceLoginOptions, 'signal'>,
): Promise<DeviceAccessTokenGrant> {
  try {
    return await sdkDeviceLogin(api, options);
  } catch (error) {
    if (error instanceof DeviceLoginError) {
      throw error.reason === 'expired'
        ? new RefusedError(
            'The code expired before it was confirmed',
            'Run `rackctl auth login` again for a new code.',
          )
        : new RefusedError('The login was denied in the console');
    }
    if (error instanceof PlatformCallError) throw new ApiCallError(error);
    throw error;
  }
}
