import { randomUUID } from 'node:crypto';
import {
  type Api,
  type DeviceAccessTokenGrant,
  type DeviceAuthResponse,
  toPlatformError,
} from '@rackconsole/sdk';
import { ApiCallError, RefusedError } from '../errors';

/** RFC 8628 §3.4: the grant type a device polls the token endpoint with. */
export const DEVICE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

/** RFC 8628 §3.5: poll every 5 seconds unless the platform names an interval. */
export const DEFAULT_POLL_SECONDS = 5;
/** RFC 8628 §3.5: a `slow_down` answer adds 5 seconds to the interval for good. */
const SLOW_DOWN_SECONDS = 5;

/** The console page where a user types the code shown by the CLI. */
export const verificationUrl = (host: string) => `${host}/device/verify`;

export interface DeviceFlowOptions {
  /** Seconds between polls when the platform does not say. */
  pollSeconds?: number;
  /** Called once the code exists, to show it to the user. */
  onCode: (authorization: DeviceAuthResponse) => void | Promise<void>;
  /** Waits between polls; replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const expired = () =>
  new RefusedError(
    'The code expired before it was confirmed',
    'Run `rackctl auth login` again for a new code.',
  );

/**
 * The OAuth 2.0 device authorization grant: asks for a code, lets the caller show it, then polls the token
 * endpoint until the user confirms the code in the console, the code expires, or the platform refuses.
 */
export async function deviceLogin(api: Api, options: DeviceFlowOptions): Promise<DeviceAccessTokenGrant> {
  const clientId = randomUUID();
  const sleep = options.sleep ?? realSleep;
  const requested = await api.deviceAuthRequest({ body: { clientId } });
  if (requested.type !== 'success')
    throw new ApiCallError(toPlatformError(requested, 'deviceAuthRequest', () => {}));
  const authorization = requested.data;
  await options.onCode(authorization);

  // RFC 8628 lets the platform name its interval; the contract's type does not carry it, so read it loosely.
  const named = (authorization as { interval?: unknown }).interval;
  let intervalMs =
    (typeof named === 'number' && named > 0 ? named : (options.pollSeconds ?? DEFAULT_POLL_SECONDS)) * 1000;
  const deadline = Date.now() + authorization.expiresIn * 1000;

  for (;;) {
    await sleep(intervalMs);
    const polled = await api.deviceAccessToken({
      body: { clientId, deviceCode: authorization.deviceCode, grantType: DEVICE_GRANT_TYPE },
    });
    if (polled.type === 'success') return polled.data;
    const code = polled.type === 'error' ? polled.data.errorCode : undefined;
    if (code === 'authorization_pending' || code === 'slow_down') {
      if (code === 'slow_down') intervalMs += SLOW_DOWN_SECONDS * 1000;
      if (Date.now() >= deadline) throw expired();
      continue;
    }
    if (code === 'expired_token') throw expired();
    if (code === 'access_denied') throw new RefusedError('The login was denied in the console');
    throw new ApiCallError(toPlatformError(polled, 'deviceAccessToken', () => {}));
  }
}
