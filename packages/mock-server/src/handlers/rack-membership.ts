import {
  rackMembershipAbort,
  rackMembershipAddSleds,
  rackMembershipStatus,
} from '../model/operations/rack-membership';
import type { Handlers } from './types';

export const rackMembershipHandlers: Handlers = {
  rack_membership_status: rackMembershipStatus,
  rack_membership_add_sleds: rackMembershipAddSleds,
  rack_membership_abort: rackMembershipAbort,
};
