import { policyUpdate, policyView, systemPolicyUpdate, systemPolicyView } from '../model/operations/policies';
import type { Handlers } from './types';

export const policyHandlers: Handlers = {
  policy_view: policyView,
  policy_update: policyUpdate,
  system_policy_view: systemPolicyView,
  system_policy_update: systemPolicyUpdate,
};
