/**
 * The moment the seed data was "created", which the platform's built-in rows (built-in users and groups,
 * timeseries schemas) share; fixed so that snapshots and screenshots are stable.
 */
export const SEED_TIME = '2026-01-05T09:00:00.000Z';
