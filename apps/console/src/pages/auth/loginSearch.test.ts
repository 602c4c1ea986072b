import { describe, expect, it } from 'vitest';
import { afterLoginHref, safeRedirectUri, validateLoginSearch } from './loginSearch';

describe('login redirect_uri', () => {
  it('keeps a path on this console, with its query', () => {
    expect(validateLoginSearch({ redirect_uri: '/projects/mock-project/instances?pages=a' })).toEqual({
      redirect_uri: '/projects/mock-project/instances?pages=a',
    });
    expect(afterLoginHref({ redirect_uri: '/settings/profile' })).toBe('/settings/profile');
  });

  it('goes to the projects list without one', () => {
    expect(validateLoginSearch({})).toEqual({});
    expect(afterLoginHref({})).toBe('/projects');
  });

  it('refuses destinations on other sites', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      42,
    ]) {
      expect(safeRedirectUri(value)).toBeUndefined();
    }
  });
});
