import { describe, expect, it } from 'vitest';
import type { CredentialsFile } from '../config/credentials';
import { AuthNeededError, UsageError } from '../errors';
import { normalizeHost } from './host';
import { resolveSession } from './session';

const file: CredentialsFile = {
  profiles: {
    default: { host: 'https://rack.example.com/', token: 'default-token' },
    staging: { host: 'https://staging.example.com', token: 'staging-token' },
  },
};

describe('normalizeHost', () => {
  it('keeps the origin only, and takes a bare host as https', () => {
    expect(normalizeHost('https://rack.example.com/some/path/')).toBe('https://rack.example.com');
    expect(normalizeHost('rack.example.com:8443')).toBe('https://rack.example.com:8443');
    expect(normalizeHost('http://127.0.0.1:12220')).toBe('http://127.0.0.1:12220');
  });

  it('refuses what is not an http(s) URL', () => {
    expect(() => normalizeHost('ftp://rack.example.com')).toThrow(UsageError);
    expect(() => normalizeHost('https://')).toThrow(UsageError);
  });
});

describe('resolveSession', () => {
  it('uses the default profile, or the one named', () => {
    expect(resolveSession({}, file)).toMatchObject({
      host: 'https://rack.example.com',
      token: 'default-token',
      profile: 'default',
    });
    expect(resolveSession({}, file, 'staging')).toMatchObject({
      token: 'staging-token',
      profile: 'staging',
      source: 'profile',
    });
  });

  it('lets RACK_TOKEN and RACK_HOST override the file', () => {
    expect(resolveSession({ RACK_TOKEN: 'env-token', RACK_HOST: 'https://other.example.com' }, file)).toEqual(
      {
        host: 'https://other.example.com',
        token: 'env-token',
        source: 'environment',
      },
    );
    // RACK_TOKEN alone goes to the profile's host.
    expect(resolveSession({ RACK_TOKEN: 'env-token' }, file, 'staging')).toMatchObject({
      host: 'https://staging.example.com',
      token: 'env-token',
    });
  });

  it('with RACK_HOST alone, uses the token stored for that host', () => {
    expect(resolveSession({ RACK_HOST: 'https://staging.example.com/' }, file)).toMatchObject({
      token: 'staging-token',
      profile: 'staging',
    });
    const refuse = () => resolveSession({ RACK_HOST: 'https://unknown.example.com' }, file);
    expect(refuse).toThrow(AuthNeededError);
    expect(refuse).toThrow('Not logged in to https://unknown.example.com');
  });

  it('needs a login when nothing applies', () => {
    expect(() => resolveSession({}, { profiles: {} })).toThrow('Not logged in');
    expect(() => resolveSession({}, file, 'prod')).toThrow('Not logged in (profile "prod")');
    expect(() => resolveSession({ RACK_TOKEN: 't' }, { profiles: {} })).toThrow(
      'RACK_TOKEN is set but there is no host',
    );
  });
});
