import { type Identity, type Policy, pickerCandidates, ROLES, type RoleName } from '@rackconsole/sdk';
import { Text } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { rackctl } from '~/forms/cliCommand';
import { RadioGroupField, SelectField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { ROLE_LABELS, type RoleRow } from './identities';

const roleItems = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const typeLabel = (identity: Identity) => (identity.identityType === 'silo_group' ? 'Group' : 'User');

/** The `rackctl policy` flags that pick a policy: a project's with `project`, else the silo's. */
export interface PolicyFlags {
  project?: string;
}

/** `rackctl policy add` gives a role, replacing the one the identity had; the id names it unambiguously. */
export const policyAddCommand = (identityId: string, role: RoleName, flags: PolicyFlags) =>
  rackctl(['policy', 'add', identityId, role], { ...flags });

interface SaveProps {
  onSave: (identity: Identity, role: RoleName) => void;
  onDismiss: () => void;
  saving: boolean;
  saveError: Error | null;
  policyFlags: PolicyFlags;
}

/** Gives a user or group a role; the picker offers only identities without one (adding would overwrite it). */
export function AddRoleForm({
  scope,
  policy,
  identities,
  onSave,
  onDismiss,
  saving,
  saveError,
  policyFlags,
}: SaveProps & { scope: string; policy: Policy; identities: readonly Identity[] }) {
  const candidates = pickerCandidates(identities, policy);
  const form = useForm<{ identityId: string; roleName: RoleName }>({
    defaultValues: { identityId: '', roleName: 'viewer' },
  });
  return (
    <SideModalForm
      title={`Add user or group to ${scope}`}
      form={form}
      onSubmit={({ identityId, roleName }) => {
        const identity = candidates.find((candidate) => candidate.id === identityId);
        if (identity) onSave(identity, roleName);
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
      <RadioGroupField name="roleName" control={form.control} label="Role" required items={roleItems} />
    </SideModalForm>
  );
}

/** Changes the role of an identity that already has one. */
export function ChangeRoleForm({
  row,
  onSave,
  onDismiss,
  saving,
  saveError,
  policyFlags,
}: SaveProps & { row: RoleRow }) {
  const form = useForm<{ roleName: RoleName }>({ defaultValues: { roleName: row.roleName } });
  return (
    <SideModalForm
      title={`Change role of ${row.displayName}`}
      form={form}
      onSubmit={({ roleName }) => onSave(row, roleName)}
      onDismiss={onDismiss}
      submitLabel="Update role"
      submitting={saving}
      submitError={saveError}
      toCommand={({ roleName }) => policyAddCommand(row.id, roleName, policyFlags)}
    >
      <Text size="2">
        {typeLabel(row)} <strong>{row.displayName}</strong>
      </Text>
      <RadioGroupField name="roleName" control={form.control} label="Role" required items={roleItems} />
    </SideModalForm>
  );
}
