import { type MockServerOptions, SEED_PASSWORD, startMockServer } from '@rackconsole/mock-server';
import { type Api, createApi } from '@rackconsole/sdk';

/** Seeded users, by login name, and the silo each signs in to. */
const SILOS = {
  hannah: 'maze-war',
  hans: 'maze-war',
  jacob: 'maze-war',
  simone: 'maze-war',
  jane: 'maze-war',
  ada: 'myriad',
} as const;

export type SeededUser = keyof typeof SILOS;

/**
 * The mock platform on a free loopback port, reached only through its public surface: the server the package
 * exports, and seeded users signed in with their password as the console signs them in. `options` go to the
 * server (a `stateFile` to serve rows a test wrote).
 */
export async function startTestPlatform(options: MockServerOptions = {}) {
  // Short transitions keep instance and disk state changes quick under test.
  const server = await startMockServer({ port: 0, transitionMs: 30, ...options });
  const sessions = new Map<SeededUser, Promise<string>>();

  /** The session cookie of a user, signed in once. */
  const cookieOf = (user: SeededUser) => {
    let cookie = sessions.get(user);
    if (!cookie) {
      cookie = createApi({ host: server.url })
        .loginLocal({ path: { siloName: SILOS[user] }, body: { username: user, password: SEED_PASSWORD } })
        .then((result) => {
          const set = result.response.headers.getSetCookie()[0];
          if (result.type !== 'success' || !set) throw new Error(`${user} could not sign in`);
          return set.split(';')[0] ?? '';
        });
      sessions.set(user, cookie);
    }
    return cookie;
  };

  /** An SDK client calling as a seeded user (signed in on its first call). */
  const clientAs = (user: SeededUser = 'hannah'): Api =>
    createApi({
      host: server.url,
      fetch: async (request) => {
        const headers = new Headers(request.headers);
        headers.set('cookie', await cookieOf(user));
        return fetch(new Request(request, { headers }));
      },
    });

  return { url: server.url, api: clientAs('hannah'), clientAs, close: () => server.close() };
}

export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;
