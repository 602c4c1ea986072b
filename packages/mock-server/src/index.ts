export { DEFAULT_USER_ID, SEED_PASSWORD, type SeedName } from './fixtures';
export { type AuthLimits, DEFAULT_AUTH_LIMITS } from './model/services';
export { type BehaviourOptions, type Latency, withBehaviour } from './runtime/behaviour';
export { type MockServer, type MockServerOptions, startMockServer } from './runtime/node';
export { createMockPlatform, type MockPlatform, type MockPlatformOptions } from './runtime/platform';
export { Db, type Snapshot } from './store/db';
