import { validateIp } from '@rackconsole/validators';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { apiQuery } from '~/api/queries';
import { DescriptionField, NameField, RadioGroupField, SelectField, TextField } from '~/forms/fields';
import type { NicValues } from '~/forms/instanceCreateValues';

export const emptyNic = (name: string): NicValues => ({
  name,
  description: '',
  vpcName: '',
  subnetName: '',
  ipStack: 'dual_stack',
  ipv4: '',
  ipv6: '',
});

const validateOptionalIp = (version: 'v4' | 'v6') => (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const error = validateIp(value.trim());
  if (error) return error;
  const isV6 = value.includes(':');
  if (version === 'v4' && isV6) return 'Must be an IPv4 address';
  if (version === 'v6' && !isV6) return 'Must be an IPv6 address';
  return undefined;
};

/** The fields of a new network interface: its VPC and subnet, IP stack, and optional fixed addresses. */
export function NetworkInterfaceFields({
  project,
  form,
}: {
  project: string;
  form: UseFormReturn<NicValues>;
}) {
  const { control, setValue, getValues } = form;
  const vpcName = useWatch({ control, name: 'vpcName' });
  const ipStack = useWatch({ control, name: 'ipStack' });
  const vpcs = useQuery(apiQuery('vpcList', { query: { project, limit: 100 } }));
  const subnets = useQuery({
    ...apiQuery('vpcSubnetList', { query: { project, vpc: vpcName, limit: 100 } }),
    enabled: Boolean(vpcName),
  });
  // A subnet belongs to one VPC: after a VPC change, offer its first subnet rather than keep a stale one.
  useEffect(() => {
    const names = subnets.data?.items.map((subnet) => subnet.name);
    if (names && !names.includes(getValues('subnetName'))) setValue('subnetName', names[0] ?? '');
  }, [subnets.data, getValues, setValue]);
  return (
    <>
      <NameField name="name" control={control} />
      <DescriptionField name="description" control={control} />
      <SelectField
        name="vpcName"
        control={control}
        label="VPC"
        required
        items={(vpcs.data?.items ?? []).map((vpc) => ({ value: vpc.name, label: vpc.name }))}
        placeholder="Select a VPC"
      />
      <SelectField
        name="subnetName"
        control={control}
        label="Subnet"
        required
        items={(subnets.data?.items ?? []).map((subnet) => ({
          value: subnet.name,
          label: `${subnet.name} (${subnet.ipv4Block})`,
        }))}
        placeholder={vpcName ? 'Select a subnet' : 'Select a VPC first'}
      />
      <RadioGroupField
        name="ipStack"
        control={control}
        label="IP stack"
        required
        items={[
          { value: 'dual_stack', label: 'IPv4 and IPv6' },
          { value: 'v4', label: 'IPv4 only' },
          { value: 'v6', label: 'IPv6 only' },
        ]}
      />
      {ipStack !== 'v6' ? (
        <TextField
          name="ipv4"
          control={control}
          label="IPv4 address"
          description="Leave blank to get the next free address of the subnet"
          validate={validateOptionalIp('v4')}
        />
      ) : null}
      {ipStack !== 'v4' ? (
        <TextField
          name="ipv6"
          control={control}
          label="IPv6 address"
          description="Leave blank to get the next free address of the subnet"
          validate={validateOptionalIp('v6')}
        />
      ) : null}
    </>
  );
}
