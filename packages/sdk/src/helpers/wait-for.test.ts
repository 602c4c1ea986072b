import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../client/result.js';
import { WaitForTimeoutError, waitFor } from './wait-for.js';

const success = <Data>(data: Data): ApiResult<Data> => ({
  type: 'success',
  data,
  statusCode: 200,
  response: new Response(),
});

/** A call that answers the given run states in turn (the last one repeats), counting its calls. */
function states(...runStates: string[]) {
  let calls = 0;
  const call = async () => success({ runState: runStates[Math.min(calls++, runStates.length - 1)] });
  return { call, calls: () => calls };
}

describe('waitFor', () => {
  it('polls until the condition holds and resolves to that answer', async () => {
    const instance = states('starting', 'starting', 'running');
    const result = await waitFor(instance.call, (data) => data.runState === 'running', { intervalMs: 1 });
    expect(result).toMatchObject({ type: 'success', data: { runState: 'running' } });
    expect(instance.calls()).toBe(3);
  });

  it('ends at the first failed call and resolves to it', async () => {
    let calls = 0;
    const failure: ApiResult<{ runState: string }> = {
      type: 'error',
      data: { message: 'not found', requestId: 'r' },
      statusCode: 404,
      response: new Response(),
    };
    const result = await waitFor(
      async () => (calls++ === 0 ? success({ runState: 'stopping' }) : failure),
      (data) => data.runState === 'stopped',
      { intervalMs: 1 },
    );
    expect(result).toBe(failure);
    expect(calls).toBe(2);
  });

  it('rejects with a timeout error carrying the last data', async () => {
    const instance = states('starting');
    const waiting = waitFor(instance.call, (data) => data.runState === 'running', {
      timeoutMs: 30,
      intervalMs: 5,
    });
    await expect(waiting).rejects.toBeInstanceOf(WaitForTimeoutError);
    await expect(waiting).rejects.toMatchObject({ timeoutMs: 30, lastData: { runState: 'starting' } });
    expect(instance.calls()).toBeGreaterThan(1);
  });

  it('stops polling as soon as its signal aborts', async () => {
    const instance = states('starting');
    const controller = new AbortController();
    const waiting = waitFor(instance.call, () => false, { intervalMs: 60_000, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('cancelled')), 10);
    await expect(waiting).rejects.toThrow('cancelled');
    expect(instance.calls()).toBe(1);
  });
});
