import { DEFAULT_USER_ID, type SeedName, seededDb } from '../fixtures';
import { Db, type Snapshot } from '../store/db';
import { createDispatcher } from './dispatch';
import type { MockSettings } from './types';

export interface MockPlatformOptions {
  /** Seed data for a fresh store (ignored when `state` is given). */
  seed?: SeedName;
  /** A snapshot to start from instead of the seed (the Node server's `--state` file). */
  state?: Snapshot;
  /** Treat requests without credentials as this user (the browser preview signs in as the default user). */
  implicitUser?: boolean | string;
  /** How long each transient state lasts, in ms. */
  transitionMs?: number;
  onInternalError?: (error: unknown) => void;
}

/** One in-memory platform: its store and the function that answers requests against it. */
export function createMockPlatform(options: MockPlatformOptions = {}) {
  const db = options.state ? Db.fromSnapshot(options.state) : seededDb(options.seed);
  const settings: MockSettings = { transitionMs: options.transitionMs ?? 1500 };
  const implicitUserId =
    options.implicitUser === true
      ? DEFAULT_USER_ID
      : options.implicitUser === false
        ? undefined
        : options.implicitUser;
  const dispatch = createDispatcher({
    db,
    settings,
    implicitUserId,
    onInternalError: options.onInternalError ?? ((error) => console.error('[mock] handler failed:', error)),
  });
  return { db, dispatch, settings, implicitUserId };
}

export type MockPlatform = ReturnType<typeof createMockPlatform>;
