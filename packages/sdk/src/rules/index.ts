export { DISK_STATES, INSTANCE_RUN_STATES } from '../generated/enums.js';
export {
  DISK_ACTION_STATES,
  DISK_TRANSIENT_STATES,
  type DiskAction,
  type DiskStateName,
  type DiskStateView,
  diskCan,
  isDiskTransient,
} from './disk.js';
export {
  INSTANCE_ACTION_STATES,
  INSTANCE_TRANSIENT_STATES,
  type InstanceAction,
  type InstanceAutoRestartView,
  type InstanceRunState,
  type InstanceRunStateView,
  instanceCan,
  isDueForAutoRestart,
  isInstanceTransient,
} from './instance.js';
export {
  ROLE_ACTIONS,
  type RoleActionIn,
  type RoleActionName,
  type RoleActionRule,
  type RoleScope,
  roleActionsIn,
  roleMay,
} from './role-actions.js';
export {
  deleteRole,
  FLEET_ROLES,
  type FleetRoleName,
  getEffectiveRole,
  type Identity,
  type Policy,
  pickerCandidates,
  ROLE_STRENGTH,
  ROLES,
  type RoleAssignment,
  type RoleName,
  roleAtLeast,
  sortIdentities,
  updateRole,
  userRoleFromPolicies,
} from './roles.js';
export type { StateCheck } from './state-table.js';
