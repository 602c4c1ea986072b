import {
  rackMembershipAbort,
  rackMembershipAddSleds,
  rackMembershipStatus,
} from '../model/system/rack-membership-operations';
import type { Handlers } from './types';

export const rackMembershipHandlers: Handlers = {
  rack_membership_status: rackMembershipStatus,
  rack_membership_add_sleds: rackMembershipAddSleds,
  rack_membership_abort: rackMembershipAbort,
};
