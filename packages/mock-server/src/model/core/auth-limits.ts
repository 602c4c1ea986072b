/** How long sign-ins last and how hard the ways in are throttled; every field is documented in the README. */
export interface AuthLimits {
  /** A console session unused for this long is over (seconds). */
  sessionIdleTimeoutSeconds: number;
  /** A console session is over this long after sign-in, however busy (seconds); also the cookie's Max-Age. */
  sessionAbsoluteTimeoutSeconds: number;
  /**
   * Failed guesses (wrong passwords for one username, wrong user codes of one user) from one client address
   * before that client is paused on that account; 0: no limit.
   */
  maxFailuresPerUser: number;
  /** Failed guesses of any kind from one client address before it is paused on accounts it never signed in to; 0: no limit. */
  maxFailuresPerAddress: number;
  /**
   * Failed guesses for one account from all addresses before clients that never signed in to it are paused
   * on it (guessing spread over many addresses); 0: no limit.
   */
  maxFailuresPerAccount: number;
  /** Failures are counted in windows of this length, from the first one; a paused caller waits for its end. */
  failureWindowSeconds: number;
  /** The least time between two polls of one device code; faster polls answer `slow_down`. 0: no pacing. */
  devicePollIntervalSeconds: number;
  /** How many users, addresses and device codes the throttles remember at most; the oldest are forgotten. */
  throttleMaxEntries: number;
}

/**
 * The platform's defaults where it has them: Nexus's example configuration sets the console session idle
 * timeout to 480 minutes and the absolute timeout to 1440 minutes. The failure limits never pause a person
 * who mistypes a few times, nor a test suite that signs in often (successes are never counted), yet turn
 * 300 password guesses a second into a few per minute. (The platform's own console login documents no
 * lockout; these limits follow the common rule of keying lockouts by account and client, so that nobody can
 * lock an owner out from elsewhere.) The platform announces no polling interval, which
 * leaves well-behaved clients at RFC 8628's 5 seconds; the mock lets test clients poll once a second.
 */
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  sessionIdleTimeoutSeconds: 8 * 60 * 60,
  sessionAbsoluteTimeoutSeconds: 24 * 60 * 60,
  maxFailuresPerUser: 10,
  maxFailuresPerAddress: 50,
  maxFailuresPerAccount: 200,
  failureWindowSeconds: 5 * 60,
  devicePollIntervalSeconds: 1,
  throttleMaxEntries: 10_000,
};
