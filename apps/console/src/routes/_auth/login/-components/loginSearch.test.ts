import { describe, expect, it } from 'vitest';
import { afterLoginHref, validateLoginSearch } from './loginSearch';

describe('login redirect_uri', () => {
  it('keeps a path on this console, with its query', () => {
    expect(validateLoginSearch({ redirect_uri: '/projects/mock-project/instances?pages=a' })).toEqual({
      redirect_uri: '/projects/mock-project/instances?pages=a',
    });
    expect(afterLoginHref({ redirect_uri: '/settings/profile' })).toBe('/settings/profile');
  });

  it('goes to the projects list without one', () => {
    expect(validateLoginSearch({}).redirect_uri).toBeUndefined();
    expect(afterLoginHref({})).toBe('/projects');
  });

  it('refuses destinations on other sites, whether validated or raw', () => {
    for (const value of [
      'http://127.0.0.1:1/phish',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      // Present and undefined, so it overrides the raw value in the router's merged search.
      expect(validateLoginSearch({ redirect_uri: value })).toEqual({ redirect_uri: undefined });
      expect(afterLoginHref({ redirect_uri: value })).toBe('/projects');
    }
  });
});
