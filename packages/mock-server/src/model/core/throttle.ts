import type { AuthLimits } from './auth-limits';
import { PlatformError } from './errors';

/** 429 with `Retry-After`, in the platform's error format. */
export function tooManyRequests(waitMs: number): PlatformError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new PlatformError(
    429,
    'TooManyRequests',
    `too many failed attempts; try again in ${seconds} seconds`,
    [['retry-after', String(seconds)]],
  );
}

interface FailureWindow {
  start: number;
  failures: number;
}

/**
 * Failures per key in fixed windows that open with a key's first failure; a key that reaches the limit is
 * refused until its window ends. At most `maxEntries` keys are remembered: the map keeps keys in the order
 * their windows opened (a key is re-inserted when a new window opens), so the ended windows sit at its front
 * and go first, and when every window is live the oldest is forgotten.
 */
export class FailureCounter {
  readonly #windows = new Map<string, FailureWindow>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly maxEntries: number,
  ) {}

  /** How long `key` must wait before its next attempt, in ms; 0 when it may go ahead. */
  waitMs(key: string, now: number): number {
    if (this.maxFailures <= 0) return 0;
    const window = this.#windows.get(key);
    if (!window) return 0;
    const end = window.start + this.windowMs;
    if (end <= now) {
      this.#windows.delete(key);
      return 0;
    }
    return window.failures >= this.maxFailures ? end - now : 0;
  }

  /** Counts one failure of `key`. */
  fail(key: string, now: number): void {
    if (this.maxFailures <= 0) return;
    const window = this.#windows.get(key);
    if (window && window.start + this.windowMs > now) {
      window.failures += 1;
      return;
    }
    this.#windows.delete(key);
    this.#makeRoom(now);
    this.#windows.set(key, { start: now, failures: 1 });
  }

  /** Forgets the failures of `key` (a success). */
  forget(key: string): void {
    this.#windows.delete(key);
  }

  #makeRoom(now: number) {
    for (const [key, window] of this.#windows) {
      if (this.#windows.size < this.maxEntries && window.start + this.windowMs > now) return;
      this.#windows.delete(key);
    }
  }
}

/**
 * Guesses of one kind of secret (a password, a device user code), limited so that nobody can turn them on the
 * account's owner. Failures count against the account from one client (so wrong passwords typed elsewhere
 * never pause the right one here), against the client's address across accounts (shared by every kind, so
 * switching kinds gains nothing), and against the account from everywhere, a guard against guessing spread
 * over many addresses. A client that has signed in to the account before is held only by its own count: the
 * guards pause strangers, not the owner at their usual address.
 */
export class GuessThrottle {
  constructor(
    private readonly kind: string,
    private readonly perAccountClient: FailureCounter,
    private readonly perAddress: FailureCounter,
    private readonly perAccount: FailureCounter,
    private readonly knownClients: RecentKeys,
  ) {}

  /** Throws 429 while this client may not try the account. */
  check(account: string, address: string, now: number): void {
    const own = this.perAccountClient.waitMs(this.#pair(account, address), now);
    const guards = this.knownClients.has(this.#pair(account, address))
      ? 0
      : Math.max(this.perAddress.waitMs(address, now), this.perAccount.waitMs(this.#key(account), now));
    const waitMs = Math.max(own, guards);
    if (waitMs > 0) throw tooManyRequests(waitMs);
  }

  /** Counts a wrong guess. */
  failed(account: string, address: string, now: number): void {
    this.perAccountClient.fail(this.#pair(account, address), now);
    this.perAddress.fail(address, now);
    this.perAccount.fail(this.#key(account), now);
  }

  /**
   * A right guess clears this client's failures on the account and makes it known to the account. The
   * address and account guards keep their counts: otherwise one account of their own would let a guesser
   * reset them at will.
   */
  succeeded(account: string, address: string): void {
    this.perAccountClient.forget(this.#pair(account, address));
    this.knownClients.add(this.#pair(account, address));
  }

  #key = (account: string) => `${this.kind}:${account}`;
  #pair = (account: string, address: string) => `${this.kind}:${account}|${address}`;
}

/** The `maxEntries` keys added most recently. */
export class RecentKeys {
  readonly #keys = new Set<string>();

  constructor(private readonly maxEntries: number) {}

  has(key: string): boolean {
    return this.#keys.has(key);
  }

  add(key: string): void {
    // Re-inserted, so the set stays in order of last use and the front holds the one unused longest.
    this.#keys.delete(key);
    if (this.#keys.size >= this.maxEntries) {
      const oldest = this.#keys.values().next().value;
      if (oldest !== undefined) this.#keys.delete(oldest);
    }
    this.#keys.add(key);
  }
}

/**
 * RFC 8628 §3.5 pacing of the token endpoint: a device code polled again sooner than the interval gets
 * `slow_down`. The time of each code's last poll is kept for at most `maxEntries` codes, oldest dropped first.
 */
export class PollPacer {
  readonly #lastPoll = new Map<string, number>();

  constructor(
    private readonly intervalMs: number,
    private readonly maxEntries: number,
  ) {}

  /** Records a poll of `code`; true when it came too soon after the previous one. */
  tooSoon(code: string, now: number): boolean {
    if (this.intervalMs <= 0) return false;
    const previous = this.#lastPoll.get(code);
    // Re-inserted, so the map stays in order of last poll and the front holds the codes polled longest ago.
    this.#lastPoll.delete(code);
    if (this.#lastPoll.size >= this.maxEntries) {
      const oldest = this.#lastPoll.keys().next().value;
      if (oldest !== undefined) this.#lastPoll.delete(oldest);
    }
    this.#lastPoll.set(code, now);
    // A client that sleeps exactly the interval may see its timer fire a little early.
    return previous !== undefined && now - previous < this.intervalMs - POLL_TIMER_SLACK_MS;
  }

  /** Forgets a code that is spent (its token issued, or expired). */
  forget(code: string): void {
    this.#lastPoll.delete(code);
  }
}

const POLL_TIMER_SLACK_MS = 25;

/** The throttles of one platform, shared by its handlers. */
export interface Throttles {
  logins: GuessThrottle;
  userCodes: GuessThrottle;
  devicePolls: PollPacer;
}

/** Throttles set up from the platform's limits. */
export function createThrottles(limits: AuthLimits): Throttles {
  const windowMs = limits.failureWindowSeconds * 1000;
  const counter = (maxFailures: number) =>
    new FailureCounter(maxFailures, windowMs, limits.throttleMaxEntries);
  const perAccountClient = counter(limits.maxFailuresPerUser);
  const perAddress = counter(limits.maxFailuresPerAddress);
  const perAccount = counter(limits.maxFailuresPerAccount);
  const knownClients = new RecentKeys(limits.throttleMaxEntries);
  const throttle = (kind: string) =>
    new GuessThrottle(kind, perAccountClient, perAddress, perAccount, knownClients);
  return {
    logins: throttle('login'),
    userCodes: throttle('user-code'),
    devicePolls: new PollPacer(limits.devicePollIntervalSeconds * 1000, limits.throttleMaxEntries),
  };
}
