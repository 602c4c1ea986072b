import { describe, expect, it } from 'vitest';
import { withBehaviour } from './behaviour';
import type { PlatformRequest, PlatformResponse } from './dispatch';

const ok: PlatformResponse = { status: 200, headers: [], body: '{}' };
const request = { method: 'GET', url: new URL('http://rack/v1/projects') } as PlatformRequest;

describe('withBehaviour', () => {
  it('fails calls in the platform error format while the chaos share asks for it, and stops when it is off', async () => {
    let share = 1;
    const dispatch = withBehaviour(async () => ok, { chaos: () => share, random: () => 0 });
    const failed = await dispatch(request);
    expect([401, 403, 404, 500]).toContain(failed.status);
    expect(JSON.parse(String(failed.body))).toEqual({
      error_code: expect.any(String),
      message: expect.any(String),
      request_id: expect.any(String),
    });
    share = 0;
    expect(await dispatch(request)).toBe(ok);
  });

  it('answers every call with chaos off and no latency', async () => {
    const dispatch = withBehaviour(async () => ok, { chaos: 0, random: () => 0 });
    expect(await dispatch(request)).toBe(ok);
  });
});
