import type { Handlers } from '../runtime/types';
import { probeHandlers } from './probes';
import { rackMembershipHandlers } from './rack-membership';
import { supportBundleHandlers } from './support-bundles';

/** The experimental operations: instrumentation probes, support bundles and rack membership changes. */
export const experimentalHandlers: Handlers = {
  ...probeHandlers,
  ...supportBundleHandlers,
  ...rackMembershipHandlers,
};
