import type { Api } from '../client/api.js';
import type { DeviceAccessTokenGrant, DeviceAuthResponse } from '../generated/api.js';
import { PlatformCallError } from './call-or-throw.js';

/** RFC 8628 §3.4: the grant type a device polls the token endpoint with. */
export const DEVICE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

/** RFC 8628 §3.5: poll every 5 seconds unless the platform names an interval. */
export const DEFAULT_POLL_SECONDS = 5;
/** RFC 8628 §3.5: a `slow_down` answer adds 5 seconds to the interval for good. */
const SLOW_DOWN_SECONDS = 5;

/** How `deviceLogin` runs: where it shows the code, and how often it asks. */
export interface DeviceLoginOptions {
  /** Called once the code exists, to show it to the user (with `verificationUri`, where to type it). */
  onCode: (authorization: DeviceAuthResponse) => void | Promise<void>;
  /** Seconds between polls when the platform does not say. */
  pollSeconds?: number;
  /** Stops waiting (rejecting with the signal's reason). */
  signal?: AbortSignal;
  /** Waits between polls; replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
}

/** Why a device login ended without a token: the code expired, or the user denied it in the console. */
export class DeviceLoginError extends Error {
  constructor(readonly reason: 'expired' | 'denied') {
    super(reason === 'expired' ? 'The code expired before it was confirmed' : 'The login was denied');
    this.name = 'DeviceLoginError';
  }
}

const sleepFor = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Logs in with the OAuth 2.0 device authorization grant (RFC 8628), as `rackctl auth login` does: asks for a
 * code, hands it to `onCode` to show, then polls until the user confirms it in the console. Resolves to the
 * access token grant; rejects with a `DeviceLoginError` (expired, denied) or a `PlatformCallError`.
 */
export async function deviceLogin(api: Api, options: DeviceLoginOptions): Promise<DeviceAccessTokenGrant> {
  const clientId = globalThis.crypto.randomUUID();
  const sleep = options.sleep ?? ((ms: number) => sleepFor(ms, options.signal));
  const requested = await api.deviceAuthRequest({ body: { clientId } });
  if (requested.type !== 'success') throw new PlatformCallError('deviceAuthRequest', requested);
  const authorization = requested.data;
  await options.onCode(authorization);

  // RFC 8628 lets the platform name its interval; the contract's type does not carry it, so read it loosely.
  const named = (authorization as { interval?: unknown }).interval;
  let intervalMs =
    (typeof named === 'number' && named > 0 ? named : (options.pollSeconds ?? DEFAULT_POLL_SECONDS)) * 1000;
  const deadline = Date.now() + authorization.expiresIn * 1000;

  for (;;) {
    await sleep(intervalMs);
    options.signal?.throwIfAborted();
    const polled = await api.deviceAccessToken({
      body: { clientId, deviceCode: authorization.deviceCode, grantType: DEVICE_GRANT_TYPE },
    });
    if (polled.type === 'success') return polled.data;
    const code = polled.type === 'error' ? polled.data.errorCode : undefined;
    if (code === 'authorization_pending' || code === 'slow_down') {
      if (code === 'slow_down') intervalMs += SLOW_DOWN_SECONDS * 1000;
      if (Date.now() >= deadline) throw new DeviceLoginError('expired');
      continue;
    }
    if (code === 'expired_token') throw new DeviceLoginError('expired');
    if (code === 'access_denied') throw new DeviceLoginError('denied');
    throw new PlatformCallError('deviceAccessToken', polled);
  }
}
