import { validateUniqueItems } from '@rackconsole/validators';
import { Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { apiQuery } from '~/api/queries';
import { CheckboxField, CheckboxGroupField, SelectField, TextAreaField } from '~/forms/fields';
import {
  type InstanceCreateValues,
  multicastGroupNames,
  validateUserData,
} from '~/forms/instanceCreateValues';
import { AUTO_RESTART_ITEMS } from './AutoRestartForm';

const CPU_PLATFORM_ITEMS = [
  { value: 'default', label: 'Any (platform default)' },
  { value: 'amd_milan', label: 'AMD Milan' },
  { value: 'amd_turin', label: 'AMD Turin' },
  { value: 'amd_turin_v2', label: 'AMD Turin v2' },
];

/** The less common settings: user data, anti-affinity groups, auto-restart, CPU platform, jumbo frames. */
export function AdvancedSection({
  project,
  form,
}: {
  project: string;
  form: UseFormReturn<InstanceCreateValues>;
}) {
  const { control } = form;
  const groups = useQuery(apiQuery('antiAffinityGroupList', { query: { project, limit: 100 } }));
  const groupItems = (groups.data?.items ?? []).map((group) => ({
    value: group.name,
    label: `${group.name} (policy: ${group.policy})`,
  }));
  return (
    <Flex direction="column" gap="3">
      <TextAreaField
        name="userData"
        control={control}
        label="User data"
        rows={5}
        description="cloud-init configuration, at most 32 KiB; it is sent base64-encoded"
        validate={validateUserData}
      />
      {groupItems.length > 0 ? (
        <CheckboxGroupField
          name="antiAffinityGroups"
          control={control}
          label="Anti-affinity groups"
          description="Member instances are placed on different sleds"
          items={groupItems}
        />
      ) : null}
      <TextAreaField
        name="multicastGroups"
        control={control}
        label="Multicast groups"
        rows={2}
        description="Groups to join, one name or ID per line"
        validate={(value) =>
          typeof value === 'string' ? validateUniqueItems(multicastGroupNames(value)) : undefined
        }
      />
      <SelectField
        name="autoRestartPolicy"
        control={control}
        label="Auto-restart policy"
        required
        items={AUTO_RESTART_ITEMS}
      />
      <SelectField
        name="cpuPlatform"
        control={control}
        label="CPU platform"
        required
        items={CPU_PLATFORM_ITEMS}
      />
      <CheckboxField name="enableJumboFrames" control={control} label="Enable jumbo frames" />
    </Flex>
  );
}
