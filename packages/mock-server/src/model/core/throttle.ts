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
 * Guesses of one kind of secret (a password, a device user code): failures count against the account guessed
 * at and against the client's address, and either reaching its limit pauses further guesses. The address
 * counter is shared by every kind, so switching kinds gains nothing.
 */
export class GuessThrottle {
  constructor(
    private readonly kind: string,
    private readonly perUser: FailureCounter,
    private readonly perAddress: FailureCounter,
  ) {}

  /** Throws 429 while either the account or the address is paused. */
  check(account: string, address: string, now: number): void {
    const waitMs = Math.max(
      this.perUser.waitMs(this.#key(account), now),
      this.perAddress.waitMs(address, now),
    );
    if (waitMs > 0) throw tooManyRequests(waitMs);
  }

  /** Counts a wrong guess. */
  failed(account: string, address: string, now: number): void {
    this.perUser.fail(this.#key(account), now);
    this.perAddress.fail(address, now);
  }

  /**
   * A right guess clears the account's failures, so a person who got it right is not paused by earlier typos.
   * The address keeps its count: otherwise one account of their own would let a guesser reset it at will.
   */
  succeeded(account: string): void {
    this.perUser.forget(this.#key(account));
  }

  #key = (account: string) => `${this.kind}:${account}`;
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
  const perUser = new FailureCounter(limits.maxFailuresPerUser, windowMs, limits.throttleMaxEntries);
  const perAddress = new FailureCounter(limits.maxFailuresPerAddress, windowMs, limits.throttleMaxEntries);
  return {
    logins: new GuessThrottle('login', perUser, perAddress),
    userCodes: new GuessThrottle('user-code', perUser, perAddress),
    devicePolls: new PollPacer(limits.devicePollIntervalSeconds * 1000, limits.throttleMaxEntries),
  };
}
