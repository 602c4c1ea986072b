import { describe, expect, it } from 'vitest';
import { loginUrl, unauthorizedRedirect } from './login-redirect.js';

describe('loginUrl', () => {
  it.each<[string | undefined, string]>([
    [undefined, '/login'],
    ['', '/login'],
    ['/projects', '/login?redirect_uri=%2Fprojects'],
    [
      '/projects/mock-project/instances?page=2&q=a b',
      '/login?redirect_uri=%2Fprojects%2Fmock-project%2Finstances%3Fpage%3D2%26q%3Da%20b',
    ],
  ])('%j → %j', (returnTo, expected) => {
    expect(loginUrl(returnTo)).toBe(expected);
  });
});

describe('unauthorizedRedirect', () => {
  it.each<[string, boolean, string | null]>([
    ['/projects?limit=10', false, '/login?redirect_uri=%2Fprojects%3Flimit%3D10'],
    ['/system/silos', false, '/login?redirect_uri=%2Fsystem%2Fsilos'],
    ['/login/default-silo/local', true, null],
  ])('%j (local login: %s) → %j', (pathAndQuery, onLocalLogin, expected) => {
    expect(unauthorizedRedirect({ pathAndQuery, onLocalLogin })).toBe(expected);
  });
});
