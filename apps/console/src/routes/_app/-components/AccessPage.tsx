import {
  deleteRole,
  type Identity,
  type PlatformCallError,
  type Policy,
  ROLE_STRENGTH,
  type RoleName,
  updateRole,
} from '@rackconsole/sdk';
import { Badge } from '@radix-ui/themes';
import {
  type QueryKey,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { policyRows, ROLE_LABELS, type RoleRow, useIdentities } from '~/components/identities';
import { EmptyState, PageHeader } from '~/components/PageHeader';
import { AddRoleForm, ChangeRoleForm, type PolicyFlags } from '~/forms/RoleForms';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

/** Query options of the policy a page edits, e.g. `apiQuery('projectPolicyView', …)` or `apiQuery('policyView')`. */
export type PolicyQuery<Key extends QueryKey, Role extends RoleName = RoleName> = UseQueryOptions<
  Policy<Role>,
  Error,
  Policy<Role>,
  Key
>;

export interface AccessPageProps<Key extends QueryKey, Role extends RoleName> {
  /** The page title, e.g. 'Project access'. */
  title: string;
  /** What the policy governs, in words for the forms and dialogs: 'project mock-project', 'silo maze-war'. */
  scope: string;
  policyQuery: PolicyQuery<Key, Role>;
  /** The roles the policy can give, strongest first: `ROLES`, or `FLEET_ROLES` on the fleet's. */
  roles: readonly Role[];
  /** Replaces the whole policy, e.g. `(policy) => call('policyUpdate', { body: policy })`. */
  updatePolicy: (policy: Policy<Role>) => Promise<unknown>;
  /** Why the user may not change the policy (e.g. 'Action not authorized'), if they may not. */
  disabledReason?: string;
  /** The `rackctl policy` flags that pick this policy: `{ project }`, `{ fleet: true }`, none for the silo's. */
  policyFlags?: PolicyFlags;
  /** A link to the page saying what each of these roles may do, where there is one. */
  rolesLink?: ReactNode;
}

type Editing<Role extends RoleName> = { mode: 'add' } | { mode: 'change'; row: RoleRow<Role> } | null;
type PolicyChange<Role extends RoleName> = { apply: (policy: Policy<Role>) => Policy<Role>; done: string };

/**
 * A policy's role assignments, groups first then users, by name: add an identity's role, change it, or
 * remove it. Each change is applied to the policy as it stands on the server and the whole policy is sent.
 * Used for a project's access, the silo's and, with the fleet roles, the fleet's.
 */
export function AccessPage<Key extends QueryKey, Role extends RoleName = RoleName>({
  title,
  scope,
  policyQuery,
  roles,
  updatePolicy,
  disabledReason,
  policyFlags = {},
  rolesLink,
}: AccessPageProps<Key, Role>) {
  const queryClient = useQueryClient();
  const policy = useQuery(policyQuery);
  const { identities } = useIdentities();
  const [editing, setEditing] = useState<Editing<Role>>(null);
  const change = useMutation<unknown, PlatformCallError, PolicyChange<Role>>({
    mutationFn: async ({ apply }) => {
      // Read afresh: the update replaces the whole policy, so a stale copy would undo others' changes.
      const current = await queryClient.fetchQuery({ ...policyQuery, staleTime: 0 });
      return updatePolicy(apply(current));
    },
    onSuccess: async (_, { done }) => {
      await queryClient.invalidateQueries({ queryKey: policyQuery.queryKey });
      addToast(done);
      setEditing(null);
    },
  });
  const save = (identity: Identity, roleName: Role) =>
    change.mutate({
      apply: (current) =>
        updateRole({ identityId: identity.id, identityType: identity.identityType, roleName }, current),
      done: `${identity.displayName} now has the ${ROLE_LABELS[roleName].toLowerCase()} role on ${scope}`,
    });
  const close = () => {
    change.reset();
    setEditing(null);
  };
  const addButton = (
    <ActionButton disabledReason={disabledReason} onClick={() => setEditing({ mode: 'add' })}>
      Add user or group
    </ActionButton>
  );
  const formProps = {
    roles,
    onSave: save,
    onDismiss: close,
    saving: change.isPending,
    saveError: change.error,
    policyFlags,
  };

  return (
    <>
      <PageHeader
        title={title}
        docs="access"
        actions={
          <>
            {rolesLink}
            {addButton}
          </>
        }
      />
      <DataTable
        label="Role assignments"
        rows={policyRows(policy.data, identities)}
        // Row actions are named after the row key, so it is the name people see rather than the id.
        rowKey={(row) => row.displayName}
        filter={{
          name: (row) => row.displayName,
          state: { label: 'Role', value: (row) => row.roleName, options: roles },
        }}
        columns={[
          { header: 'Name', sortValue: (row) => row.displayName, cell: (row) => row.displayName },
          {
            header: 'Type',
            sortValue: (row) => row.identityType,
            cell: (row) => (row.identityType === 'silo_group' ? 'Group' : 'User'),
          },
          {
            header: 'Role',
            sortValue: (row) => ROLE_STRENGTH[row.roleName],
            cell: (row) => (
              <Badge color={row.roleName === 'admin' ? 'red' : 'blue'}>{ROLE_LABELS[row.roleName]}</Badge>
            ),
          },
        ]}
        actions={(row) => [
          {
            label: 'Change role',
            disabledReason,
            onActivate: () => setEditing({ mode: 'change', row }),
          },
          {
            label: 'Remove role',
            danger: true,
            disabledReason,
            onActivate: () =>
              confirmAction({
                modalTitle: 'Confirm remove role',
                modalContent: `Are you sure you want to remove the role of ${row.displayName} on ${scope}?`,
                errorTitle: 'Could not remove role',
                actionType: 'danger',
                doAction: () =>
                  change.mutateAsync({
                    apply: (current) => deleteRole(row.id, current),
                    done: `Role of ${row.displayName} removed`,
                  }),
              }),
          },
        ]}
        empty={
          policy.isSuccess ? (
            <EmptyState
              title="No role assignments"
              body={`Nobody has a role on ${scope} yet.`}
              action={addButton}
            />
          ) : undefined
        }
      />
      {editing?.mode === 'add' && policy.data ? (
        <AddRoleForm scope={scope} policy={policy.data} identities={identities} {...formProps} />
      ) : null}
      {editing?.mode === 'change' ? <ChangeRoleForm row={editing.row} {...formProps} /> : null}
    </>
  );
}
