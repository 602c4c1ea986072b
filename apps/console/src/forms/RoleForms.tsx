import { type Identity, type Policy, pickerCandidates, type RoleName } from '@rackconsole/sdk';
import { Text } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { ROLE_LABELS, type RoleRow } from '~/components/identities';
import { rackctl } from './cliCommand';
import { RadioGroupField, SelectField } from './fields';
import { SideModalForm } from './SideModalForm';

const roleItems = (roles: readonly RoleName[]) =>
  roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
/** Whether the picked role is one the policy can give (the radio offers only those). */
const isPolicyRole = <Role extends RoleName>(roles: readonly Role[], role: RoleName): role is Role =>
  (roles as readonly RoleName[]).includes(role);
const typeLabel = (identity: Identity) => (identity.identityType === 'silo_group' ? 'Group' : 'User');

/** The `rackctl policy` flags that pick a policy: a project's with `project`, the fleet's with `fleet`, else the silo's. */
export interface PolicyFlags {
  project?: string;
  fleet?: boolean;
}

/** `rackctl policy add` gives a role, replacing the one the identity had; the id names it unambiguously. */
export const policyAddCommand = (identityId: string, role: RoleName, flags: PolicyFlags) =>
  rackctl(['policy', 'add', identityId, role], { ...flags });

interface SaveProps<Role extends RoleName> {
  /** The roles the policy can give, strongest first: `ROLES`, or `FLEET_ROLES` on the fleet's. */
  roles: readonly Role[];
  onSave: (identity: Identity, role: Role) => void;
  onDismiss: () => void;
  saving: boolean;
  saveError: Error | null;
  policyFlags: PolicyFlags;
}

/** Gives a user or group a role; the picker offers only identities without one (adding would overwrite it). */
export function AddRoleForm<Role extends RoleName>({
  roles,
  scope,
  policy,
  identities,
  onSave,
  onDismiss,
  saving,
  saveError,
  policyFlags,
}: SaveProps<Role> & { scope: string; policy: Policy<Role>; identities: readonly Identity[] }) {
  const candidates = pickerCandidates(identities, policy);
  // The weakest role: giving more is a deliberate choice.
  const form = useForm<{ identityId: string; roleName: RoleName }>({
    defaultValues: { identityId: '', roleName: roles.at(-1) },
  });
  return (
    <SideModalForm
      title={`Add user or group to ${scope}`}
      form={form}
      onSubmit={({ identityId, roleName }) => {
        const identity = candidates.find((candidate) => candidate.id === identityId);
        if (identity && isPolicyRole(roles, roleName)) onSave(identity, roleName);
      }}
      onDismiss={onDismiss}
      submitLabel="Assign role"
      submitting={saving}
      submitError={saveError}
      toCommand={({ identityId, roleName }) => policyAddCommand(identityId, roleName, policyFlags)}
    >
      <SelectField
        name="identityId"
        control={form.control}
        label="User or group"
        required
        placeholder={candidates.length > 0 ? 'Select a user or group' : 'Everyone already has a role'}
        items={candidates.map((identity) => ({
          value: identity.id,
          label: `${identity.displayName} (${typeLabel(identity)})`,
        }))}
      />
      <RadioGroupField
        name="roleName"
        control={form.control}
        label="Role"
        required
        items={roleItems(roles)}
      />
    </SideModalForm>
  );
}

/** Changes the role of an identity that already has one. */
export function ChangeRoleForm<Role extends RoleName>({
  roles,
  row,
  onSave,
  onDismiss,
  saving,
  saveError,
  policyFlags,
}: SaveProps<Role> & { row: RoleRow<Role> }) {
  const form = useForm<{ roleName: RoleName }>({ defaultValues: { roleName: row.roleName } });
  return (
    <SideModalForm
      title={`Change role of ${row.displayName}`}
      form={form}
      onSubmit={({ roleName }) => {
        if (isPolicyRole(roles, roleName)) onSave(row, roleName);
      }}
      onDismiss={onDismiss}
      submitLabel="Update role"
      submitting={saving}
      submitError={saveError}
      toCommand={({ roleName }) => policyAddCommand(row.id, roleName, policyFlags)}
    >
      <Text size="2">
        {typeLabel(row)} <strong>{row.displayName}</strong>
      </Text>
      <RadioGroupField
        name="roleName"
        control={form.control}
        label="Role"
        required
        items={roleItems(roles)}
      />
    </SideModalForm>
  );
}
