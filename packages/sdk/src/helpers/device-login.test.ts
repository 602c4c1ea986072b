import { describe, expect, it } from 'vitest';
import type { Api } from '../client/api.js';
import type { ApiResult } from '../client/result.js';
import { PlatformCallError } from './call-or-throw.js';
import { DeviceLoginError, deviceLogin } from './device-login.js';

const response = new Response();
const refused = (errorCode: string): ApiResult<never> => ({
  type: 'error',
  data: { errorCode, message: errorCode, requestId: 'r' },
  statusCode: 400,
  response,
});

/** A platform whose token endpoint answers `answers` in turn (pending once they run out). */
const platform = (answers: ApiResult<unknown>[]) =>
  ({
    deviceAuthRequest: async () => ({
      type: 'success',
      data: { deviceCode: 'd', userCode: 'BCDF-GHJK', verificationUri: 'v', expiresIn: 300 },
      statusCode: 200,
      response,
    }),
    deviceAccessToken: async () => answers.shift() ?? refused('authorization_pending'),
  }) as unknown as Api;

describe('deviceLogin', () => {
  it('shows the code through the callback and resolves to the token once confirmed', async () => {
    const codes: string[] = [];
    const grant = await deviceLogin(
      platform([
        refused('authorization_pending'),
        { type: 'success', data: { accessToken: 't', tokenType: 'Bearer' }, statusCode: 200, response },
      ]),
      { onCode: ({ userCode }) => void codes.push(userCode), sleep: async () => {} },
    );
    expect(codes).toEqual(['BCDF-GHJK']);
    expect(grant).toMatchObject({ accessToken: 't' });
  });

  it('says why it ended without a token: expired, denied, or the platform failing', async () => {
    const ending = (answer: ApiResult<unknown>) =>
      deviceLogin(platform([answer]), { onCode: () => {}, sleep: async () => {} }).catch((error) => error);
    expect(await ending(refused('expired_token'))).toMatchObject({
      name: 'DeviceLoginError',
      reason: 'expired',
    });
    expect(await ending(refused('access_denied'))).toBeInstanceOf(DeviceLoginError);
    expect(await ending(refused('invalid_client'))).toBeInstanceOf(PlatformCallError);
  });

  it('stops waiting when its signal aborts', async () => {
    const controller = new AbortController();
    const login = deviceLogin(platform([]), {
      onCode: () => controller.abort(new Error('cancelled')),
      signal: controller.signal,
      pollSeconds: 60,
    });
    await expect(login).rejects.toThrow('cancelled');
  });
});
