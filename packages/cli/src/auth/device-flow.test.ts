import type { Api, ApiResult } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import { ApiCallError, RefusedError } from '../errors';
import { DEVICE_GRANT_TYPE, deviceLogin } from './device-flow';

const response = new Response();

const ok = <T>(data: T): ApiResult<T> => ({ type: 'success', data, statusCode: 200, response });
const refused = (errorCode: string, statusCode = 400): ApiResult<never> => ({
  type: 'error',
  data: { errorCode, message: errorCode.replace(/_/g, ' '), requestId: 'r' },
  statusCode,
  response,
});

/** A platform whose token endpoint answers with `answers` in turn; it records every poll's body. */
function platform(answers: ApiResult<unknown>[], authorization: Record<string, unknown> = {}) {
  const polls: unknown[] = [];
  const api = {
    deviceAuthRequest: async () =>
      ok({
        deviceCode: 'device-1',
        userCode: 'BCDF-GHJK',
        verificationUri: 'x',
        expiresIn: 300,
        ...authorization,
      }),
    deviceAccessToken: async ({ body }: { body: unknown }) => {
      polls.push(body);
      return answers.shift() ?? refused('authorization_pending');
    },
  } as unknown as Api;
  return { api, polls };
}

describe('deviceLogin', () => {
  it('shows the code, then polls until the user confirms it', async () => {
    const { api, polls } = platform([
      refused('authorization_pending'),
      refused('authorization_pending'),
      ok({ accessToken: 'rack_token', tokenType: 'Bearer' }),
    ]);
    const shown: string[] = [];
    const waits: number[] = [];
    const grant = await deviceLogin(api, {
      onCode: ({ userCode }) => {
        shown.push(userCode);
      },
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(grant.accessToken).toBe('rack_token');
    expect(shown).toEqual(['BCDF-GHJK']);
    expect(waits).toEqual([5000, 5000, 5000]);
    expect(polls[0]).toMatchObject({ deviceCode: 'device-1', grantType: DEVICE_GRANT_TYPE });
  });

  it('uses the interval the platform names, and slows down when told to', async () => {
    const { api } = platform([refused('slow_down'), ok({ accessToken: 't', tokenType: 'Bearer' })], {
      interval: 2,
    });
    const waits: number[] = [];
    await deviceLogin(api, { onCode: () => {}, sleep: async (ms) => void waits.push(ms) });
    expect(waits).toEqual([2000, 7000]);
  });

  it('gives up with a clear message when the code expires', async () => {
    const { api } = platform([refused('authorization_pending'), refused('expired_token')]);
    const error = await deviceLogin(api, { onCode: () => {}, sleep: async () => {} }).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(RefusedError);
    expect(error.message).toBe('The code expired before it was confirmed');
    expect(error.hint).toBe('Run `rackctl auth login` again for a new code.');
  });

  it('stops polling when the code has outlived its lifetime even if the platform still says pending', async () => {
    const { api, polls } = platform([], { expiresIn: 0 });
    await expect(deviceLogin(api, { onCode: () => {}, sleep: async () => {} })).rejects.toBeInstanceOf(
      RefusedError,
    );
    expect(polls).toHaveLength(1);
  });

  it('reports a denial, and any other refusal with the error catalogue', async () => {
    const denied = platform([refused('access_denied')]);
    await expect(deviceLogin(denied.api, { onCode: () => {}, sleep: async () => {} })).rejects.toThrow(
      'The login was denied in the console',
    );
    const broken = platform([refused('invalid_grant')]);
    const error = await deviceLogin(broken.api, { onCode: () => {}, sleep: async () => {} }).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error.message).toBe('Invalid grant');
  });
});
