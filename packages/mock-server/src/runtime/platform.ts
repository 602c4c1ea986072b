import { type SeedName, seededDb } from '../fixtures';
import {
  type AuditRetention,
  type AuthLimits,
  DEFAULT_AUDIT_RETENTION,
  DEFAULT_AUTH_LIMITS,
  type MockSettings,
} from '../model/services';
import { Db, type Snapshot } from '../store/db';
import { createDispatcher } from './dispatch';

export interface MockPlatformOptions {
  /** Seed data for a fresh store (ignored when `state` is given). */
  seed?: SeedName;
  /** A snapshot to start from instead of the seed (the Node server's `--state` file). */
  state?: Snapshot;
  /** How long each transient state lasts, in ms. */
  transitionMs?: number;
  /** Session timeouts and throttle limits that differ from the defaults. */
  auth?: Partial<AuthLimits>;
  /** How much of the audit log to keep (default: 10,000 entries, 30 days); either bound may be given alone. */
  auditRetention?: Partial<AuditRetention>;
  /** The origin users reach the platform at, for links it hands out (default: the request's own host). */
  publicOrigin?: string;
  onInternalError?: (error: unknown) => void;
}

/** One in-memory platform: its store and the function that answers requests against it. */
export function createMockPlatform(options: MockPlatformOptions = {}) {
  const db = options.state ? Db.fromSnapshot(options.state) : seededDb(options.seed);
  const settings: MockSettings = {
    transitionMs: options.transitionMs ?? 1500,
    auth: { ...DEFAULT_AUTH_LIMITS, ...options.auth },
    auditRetention: { ...DEFAULT_AUDIT_RETENTION, ...options.auditRetention },
    publicOrigin: options.publicOrigin,
  };
  const dispatch = createDispatcher({
    db,
    settings,
    onInternalError: options.onInternalError ?? ((error) => console.error('[mock] handler failed:', error)),
  });
  return { db, dispatch, settings };
}

export type MockPlatform = ReturnType<typeof createMockPlatform>;
