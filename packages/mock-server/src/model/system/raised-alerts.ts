import type { Db } from '../../store/db';
import { advanceDeliveries } from './alert-deliveries';
import { advanceBundles } from './support-bundles';
import { settleUpdate } from './system-update';

/**
 * Settles, up to `now`, everything the platform raises alerts on as time passes (a bundle finishing its
 * collection, an update reaching its target) and the deliveries they start, so the alert log and every receiver's
 * deliveries agree whichever of them is read first.
 */
export function settleAlerts(db: Db, now: Date, transitionMs: number) {
  advanceBundles(db, now, transitionMs);
  settleUpdate(db, now, transitionMs);
  advanceDeliveries(db, now, transitionMs);
}
