import { describe, expect, it } from 'vitest';
import { loginUrl, safeRedirectPath, unauthorizedRedirect } from './login-redirect.js';

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

describe('safeRedirectPath', () => {
  it.each([
    '/projects',
    '/projects/mock-project/instances?page=2&q=a%20b',
    '/settings/profile#keys',
    '/device/verify?user_code=ABCD-EFGH',
    '/projects/%2F%2Fhost',
    '/',
  ])('keeps the console path %j', (value) => {
    expect(safeRedirectPath(value)).toBe(value);
  });

  it.each<[string, unknown]>([
    ['another origin', 'http://127.0.0.1:1/phish'],
    ['another origin over https', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash after the slash, later', '/a/..\\..\\\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a line break browsers drop', '/\n/evil.example'],
    ['a path normalising to //host', '/.//evil.example'],
    ['a dot-dot path normalising to //host', '/x/..//evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a leading space', ' javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'projects'],
    ['an empty string', ''],
    ['a login page', '/login?redirect_uri=%2Fprojects'],
    ['a local login page', '/login/maze-war/local'],
    ['a number', 42],
    ['an array', ['/projects']],
    ['nothing', undefined],
  ])('drops %s', (_, value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});

describe('unauthorizedRedirect', () => {
  it.each<[string, string | null]>([
    ['/projects?limit=10', '/login?redirect_uri=%2Fprojects%3Flimit%3D10'],
    ['/system/silos', '/login?redirect_uri=%2Fsystem%2Fsilos'],
    // Already signing in: a second failing call must not wrap the login page in another redirect_uri.
    ['/login?redirect_uri=%2Fsystem%2Fsilos', null],
    ['/login/default-silo/local', null],
    ['/login/myriad/saml/okta?redirect_uri=%2Fprojects', null],
    ['/login', null],
    // A page that is not a login page but starts like one keeps its place.
    ['/loginx', '/login?redirect_uri=%2Floginx'],
  ])('%j → %j', (pathAndQuery, expected) => {
    expect(unauthorizedRedirect(pathAndQuery)).toBe(expected);
  });
});
