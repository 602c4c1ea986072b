import { describe, expect, it } from 'vitest';
import { createApi } from './api.js';
import { type RetryOptions, retryIdempotent } from './retry.js';

const ERROR_BODY = { error_code: 'ServiceUnavailable', message: 'busy', request_id: 'r' };

/** A client over scripted answers: each entry is a status (with optional headers) or a thrown network error. */
function scripted(answers: (number | [number, Record<string, string>] | Error)[], retry?: RetryOptions) {
  const requests: { method: string; body: string }[] = [];
  const api = createApi({
    host: 'http://platform.test',
    ...(retry ? { retry: retryIdempotent(retry) } : {}),
    fetch: async (request) => {
      requests.push({ method: request.method, body: await request.text() });
      const answer = answers.shift() ?? 200;
      if (answer instanceof Error) throw answer;
      const [status, headers] = typeof answer === 'number' ? [answer, {}] : answer;
      return Response.json(status < 300 ? { status: 'ok' } : ERROR_BODY, { status, headers });
    },
  });
  return { api, requests };
}

const FAST = { baseDelayMs: 1, maxDelayMs: 20 };

describe('retry', () => {
  it('is off unless asked: a 503 is the answer', async () => {
    const { api, requests } = scripted([503]);
    expect((await api.ping()).statusCode).toBe(503);
    expect(requests).toHaveLength(1);
  });

  it('sends a GET again after 429 and 503 until it succeeds', async () => {
    const { api, requests } = scripted([429, 503, 200], FAST);
    const result = await api.ping();
    expect(result.type).toBe('success');
    expect(requests).toHaveLength(3);
  });

  it('sends a GET again after a network error', async () => {
    const { api, requests } = scripted([new TypeError('fetch failed'), 200], FAST);
    expect((await api.ping()).type).toBe('success');
    expect(requests).toHaveLength(2);
  });

  it('gives up after the configured retries with the last answer', async () => {
    const { api, requests } = scripted([503, 503, 503], { ...FAST, retries: 2 });
    expect((await api.ping()).statusCode).toBe(503);
    expect(requests).toHaveLength(3);
  });

  it('rethrows the network error of the last attempt', async () => {
    const { api } = scripted([new TypeError('down'), new TypeError('still down')], { ...FAST, retries: 1 });
    await expect(api.ping()).rejects.toThrow('still down');
  });

  it('never repeats a POST: the platform may have acted on it', async () => {
    const { api, requests } = scripted([503], FAST);
    const result = await api.projectCreate({ body: { name: 'p', description: '' } });
    expect(result.statusCode).toBe(503);
    expect(requests).toHaveLength(1);
  });

  it('does not retry other failures (a 500, a 404)', async () => {
    const { api, requests } = scripted([500], FAST);
    expect((await api.ping()).statusCode).toBe(500);
    expect(requests).toHaveLength(1);
  });

  it('sends a PUT body again, whole, on each attempt', async () => {
    const { api, requests } = scripted([503, 200], FAST);
    await api.projectUpdate({ path: { project: 'p' }, body: { description: 'new' } });
    expect(requests.map((request) => [request.method, JSON.parse(request.body)])).toEqual([
      ['PUT', { description: 'new' }],
      ['PUT', { description: 'new' }],
    ]);
  });

  it('waits as long as Retry-After says, within maxDelayMs', async () => {
    // The waits ignored would be a minute and an hour: far past any bound a busy machine could reach.
    const { api } = scripted([[503, { 'Retry-After': '0' }], 200], { baseDelayMs: 60_000 });
    const started = Date.now();
    expect((await api.ping()).type).toBe('success');
    expect(Date.now() - started).toBeLessThan(20_000);

    const capped = scripted([[429, { 'Retry-After': '3600' }], 200], { maxDelayMs: 10 });
    const cappedStart = Date.now();
    expect((await capped.api.ping()).type).toBe('success');
    expect(Date.now() - cappedStart).toBeLessThan(20_000);
  });

  it('stops waiting when the call is aborted', async () => {
    const { api, requests } = scripted([503, 200], { baseDelayMs: 60_000 });
    const controller = new AbortController();
    const pending = api.ping({ init: { signal: controller.signal } });
    setTimeout(() => controller.abort(new Error('user gave up')), 10);
    await expect(pending).rejects.toThrow('user gave up');
    expect(requests).toHaveLength(1);
  });
});
