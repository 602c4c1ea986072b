import { describe, expect, it } from 'vitest';
import { API_VERSION } from '../contract/version.js';
import { createApi } from './api.js';
import { createServerVersionWatch, operationExistsAt, operationSince } from './api-version.js';
import { olderVersions } from './older-versions.js';

/** A fetch double that records requests and answers `{}`, naming `serverVersion` in `api-version`. */
function platformDouble(serverVersion: string) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return new Response('{"items":[]}', {
      headers: { 'content-type': 'application/json', 'api-version': serverVersion },
    });
  };
  return { requests, fetch };
}

describe('speaking an API version', () => {
  it('speaks the SDK’s own version by default, at the newest paths', async () => {
    const { requests, fetch } = platformDouble(API_VERSION);
    const api = createApi({ host: 'http://rack.test', fetch });
    await api.supportBundleList();
    expect(requests[0]?.headers.get('api-version')).toBe('2026081901.0.0');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v1/system/support-bundles');
  });

  it('speaks an older version when asked: its header, and the paths it has', async () => {
    const { requests, fetch } = platformDouble('2026073100.0.0');
    const api = createApi({
      host: 'http://rack.test',
      fetch,
      apiVersion: '2026073100.0.0',
      versions: olderVersions,
    });
    await api.supportBundleList();
    await api.projectList();
    expect(requests.map((request) => request.headers.get('api-version'))).toEqual([
      '2026073100.0.0',
      '2026073100.0.0',
    ]);
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/experimental/v1/system/support-bundles');
  });

  it('refuses a version it cannot speak', () => {
    expect(() => createApi({ apiVersion: '2099010100.0.0', versions: olderVersions })).toThrow(
      /between 2026073100.0.0 and/,
    );
    expect(() => createApi({ apiVersion: '2026060100.0.0', versions: olderVersions })).toThrow(RangeError);
    expect(() => createApi({ apiVersion: 'latest', versions: olderVersions })).toThrow(/must be a version/);
  });

  it('asks for the olderVersions plug-in rather than silently speaking its own version', () => {
    expect(() => createApi({ apiVersion: '2026073100.0.0' })).toThrow(/versions: olderVersions/);
    expect(() => createApi({ adaptToOlderServer: true })).toThrow(TypeError);
  });
});

describe('the server’s version', () => {
  it('follows the version the last answer named, and tells whether the server is newer', async () => {
    const watch = createServerVersionWatch();
    const seen: (string | undefined)[] = [];
    watch.subscribe(() => seen.push(watch.current));
    expect(watch.current).toBeUndefined();
    expect(watch.has('alertList')).toBe(true);

    const older = platformDouble('2026081200.0.0');
    await createApi({ host: 'http://rack.test', fetch: older.fetch, serverVersion: watch }).projectList();
    expect(watch.current).toBe('2026081200.0.0');
    expect(watch.isNewerThanClient()).toBe(false);
    expect(watch.has('alertList')).toBe(false);
    expect(watch.has('projectList')).toBe(true);

    const newer = platformDouble('2026090100.0.0');
    await createApi({ host: 'http://rack.test', fetch: newer.fetch, serverVersion: watch }).projectList();
    expect(watch.isNewerThanClient()).toBe(true);
    expect(watch.has('alertList')).toBe(true);
    expect(seen).toEqual(['2026081200.0.0', '2026090100.0.0']);
  });

  it('says since when an operation exists', () => {
    expect(operationSince('alertList')).toBe('2026081400.0.0');
    expect(operationSince('projectList')).toBeUndefined();
    expect(operationExistsAt('alertView', '2026081399.0.0')).toBe(false);
    expect(operationExistsAt('alertView', '2026081400.0.0')).toBe(true);
  });
});

describe('adapting to an older server', () => {
  /** A platform at `version`: it refuses newer versions as the platform does, and serves its own paths. */
  function olderPlatform(version: string) {
    const requests: Request[] = [];
    const fetch = async (request: Request) => {
      requests.push(request);
      const asked = request.headers.get('api-version') ?? version;
      const headers = { 'content-type': 'application/json', 'api-version': version };
      if (asked > version) {
        const message = `server does not support this API version: ${asked}`;
        return new Response(JSON.stringify({ message, request_id: 'r' }), { status: 400, headers });
      }
      return new Response('{"items":[]}', { headers });
    };
    return { requests, fetch };
  }

  it('speaks the older server’s version once it names it, sending a refused call again once', async () => {
    const platform = olderPlatform('2026081400.0.0');
    const serverVersion = createServerVersionWatch();
    const api = createApi({
      host: 'http://rack.test',
      fetch: platform.fetch,
      serverVersion,
      adaptToOlderServer: true,
      versions: olderVersions,
    });
    expect((await api.projectList()).type).toBe('success');
    await api.supportBundleList();
    expect(platform.requests.map((request) => request.headers.get('api-version'))).toEqual([
      '2026081901.0.0',
      '2026081400.0.0',
      '2026081400.0.0',
    ]);
    expect(new URL(platform.requests[2]?.url ?? '').pathname).toBe('/experimental/v1/system/support-bundles');
    expect(serverVersion.has('alertList')).toBe(true);
    expect(serverVersion.has('projectList')).toBe(true);
  });

  it('keeps its own version without the option: the refusal is the answer', async () => {
    const platform = olderPlatform('2026081400.0.0');
    const api = createApi({
      host: 'http://rack.test',
      fetch: platform.fetch,
      serverVersion: createServerVersionWatch(),
    });
    const result = await api.projectList();
    expect(result).toMatchObject({ type: 'error', statusCode: 400 });
    expect(platform.requests).toHaveLength(1);
  });
});
