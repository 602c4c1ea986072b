import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestPlatform, type TestPlatform } from '../testing/harness';
import { requestedRange } from './byte-ranges';

describe('requestedRange', () => {
  it.each([
    ['bytes=0-9', 10, { start: 0, end: 9 }],
    ['bytes=0-', 10, { start: 0, end: 9 }],
    ['bytes=5-', 10, { start: 5, end: 9 }],
    ['bytes=0-20', 10, { start: 0, end: 9 }],
    ['bytes=-5', 10, { start: 5, end: 9 }],
    ['bytes=-15', 10, { start: 0, end: 9 }],
    ['bytes=49-49', 50, { start: 49, end: 49 }],
    ['bytes= 1 -2  , ,', 11, { start: 1, end: 2 }],
    ['bytes=15-,0-5', 10, { start: 0, end: 5 }],
    ['bytes=50-60,-5', 10, { start: 5, end: 9 }],
  ])('reads %s of %i bytes', (header, size, range) => {
    expect(requestedRange(header, size)).toEqual(range);
  });

  it.each([
    ['', 10],
    ['items=0-1', 10],
    ['bytes=', 10],
    ['bytes=7', 10],
    ['bytes=5-4', 10],
    ['bytes=--6', 200],
    ['bytes=A-Z', 10],
    ['bytes=0x01-0x02', 10],
    ['bytes=10-', 10],
    ['bytes=-0', 10],
    ['bytes=-1', 0],
    ['bytes=1-2,5-', 10],
    ['bytes=0-99999999999999999999999999999999999999999999', 10],
  ])('refuses %j of %i bytes with 400, as the platform does', (header, size) => {
    expect(() => requestedRange(header, size)).toThrow(
      expect.objectContaining({ status: 400, message: 'Failed to parse range request header' }),
    );
  });
});

/** Byte-for-byte equality; a deep equal of a whole archive element by element is needlessly slow. */
const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

describe('support bundle downloads with a Range header', () => {
  const BUNDLES = '/v1/system/support-bundles';
  let platform: TestPlatform;
  let bundle: string;
  let whole: Uint8Array;

  beforeAll(async () => {
    platform = await startTestPlatform();
    const created = await platform.api.supportBundleCreate({ body: {} });
    if (created.type !== 'success') throw new Error('bundle create failed');
    bundle = created.data.id;
    await eventually(
      () => platform.api.supportBundleView({ path: { bundleId: bundle } }),
      (result) => result.type === 'success' && result.data.state === 'active',
    );
    whole = new Uint8Array(
      await (await platform.fetchAs('hannah', `${BUNDLES}/${bundle}/download`)).arrayBuffer(),
    );
  });
  afterAll(() => platform.close());

  it('answers 206 with the slice, its length and Content-Range', async () => {
    const response = await platform.fetchAs('hannah', `${BUNDLES}/${bundle}/download`, {
      headers: { range: 'bytes=0-3' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-3/${whole.length}`);
    expect(response.headers.get('content-length')).toBe('4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04]);

    const tail = await platform.fetchAs('hannah', `${BUNDLES}/${bundle}/download`, {
      headers: { range: 'bytes=-22' },
    });
    expect(tail.headers.get('content-range')).toBe(
      `bytes ${whole.length - 22}-${whole.length - 1}/${whole.length}`,
    );
    expect(sameBytes(new Uint8Array(await tail.arrayBuffer()), whole.slice(-22))).toBe(true);
  });

  it('resumes a download: the pieces put together are the whole bundle', async () => {
    const middle = Math.floor(whole.length / 2);
    const pieces = await Promise.all(
      [`bytes=0-${middle - 1}`, `bytes=${middle}-`].map(async (range) => {
        const response = await platform.fetchAs('hannah', `${BUNDLES}/${bundle}/download`, {
          headers: { range },
        });
        return new Uint8Array(await response.arrayBuffer());
      }),
    );
    expect(sameBytes(Buffer.concat(pieces), whole)).toBe(true);
  });

  it('serves ranges of one file and of the index, and tells a HEAD the range without a body', async () => {
    const file = await platform.fetchAs('hannah', `${BUNDLES}/${bundle}/download/bundle_id.txt`, {
      headers: { range: 'bytes=0-7' },
    });
    expect(file.status).toBe(206);
    expect(await file.text()).toBe(bundle.slice(0, 8));
    const index = await platform.fetchAs('hannah', `${BUNDLES}/${bundle}/index`, {
      headers: { range: 'bytes=0-5' },
    });
    expect(await index.text()).toBe('bundle');
    const head = await platform.fetchAs('hannah', `${BUNDLES}/${bundle}/download`, {
      method: 'HEAD',
      headers: { range: 'bytes=10-19' },
    });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('10');
    expect(head.headers.get('content-range')).toBe(`bytes 10-19/${whole.length}`);
  });

  it('refuses several ranges or a range past the end with 400 in the platform error format', async () => {
    for (const range of ['bytes=0-1,4-5', `bytes=${whole.length}-`, 'pages=1']) {
      const response = await platform.fetchAs('hannah', `${BUNDLES}/${bundle}/download`, {
        headers: { range },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error_code: 'InvalidRequest',
        message: 'Failed to parse range request header',
      });
    }
  });

  it('answers a download without a Range header whole, with 200', async () => {
    const response = await platform.fetchAs('hannah', `${BUNDLES}/${bundle}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBeNull();
    expect(sameBytes(new Uint8Array(await response.arrayBuffer()), whole)).toBe(true);
  });
});
