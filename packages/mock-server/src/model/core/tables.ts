import type * as contract from '@rackconsole/sdk/contract';
import type { z } from 'zod';

/** The wire shape of a contract schema: what a table stores and what a handler returns. */
export type Wire<Schema extends z.ZodType> = z.output<Schema>;

type Role = 'admin' | 'collaborator' | 'limited_collaborator' | 'viewer';

export interface RoleAssignmentRow {
  identity_id: string;
  identity_type: 'silo_user' | 'silo_group';
  role_name: Role;
}

/** A policy row: the resource id it governs (`fleet` for the fleet) and its assignments. */
export interface PolicyRow {
  id: string;
  role_assignments: RoleAssignmentRow[];
}

declare module '../../store/db' {
  interface Tables {
    silos: Wire<typeof contract.Silo>;
    /** `external_id` is the local login name. */
    users: Wire<typeof contract.User> & { external_id: string };
    groups: Wire<typeof contract.Group>;
    groupMembers: { id: string; group_id: string; user_id: string };
    /** Local users' passwords, by user id. */
    passwords: { id: string; password: string };
    /** Console sessions, keyed by the token the cookie carries. */
    sessions: { id: string; token: string; user_id: string; time_created: string; time_last_used: string };
    /** Device access tokens, keyed by the bearer secret. */
    accessTokens: {
      id: string;
      token: string;
      user_id: string;
      time_created: string;
      time_expires: string | null;
    };
    /** Pending device logins by device code. */
    deviceRequests: {
      id: string;
      user_code: string;
      client_id: string;
      time_expires: string;
      ttl_seconds: number | null;
      confirmed_by: string | null;
      /** When confirmed with a device token: its expiry, which the new token may not outlive. */
      token_expires_by?: string | null;
    };
    fleetPolicy: PolicyRow;
    siloPolicies: PolicyRow;
    projectPolicies: PolicyRow;
    projects: Wire<typeof contract.Project> & { silo_id: string };
  }
}

declare module '../../store/db' {
  interface Tables {
    sshKeys: Wire<typeof contract.SshKey>;
  }
}
