import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { subnetPoolQuery } from '~/api/subnetPools';
import { TextField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { subnetPoolMemberAddCommand } from '~/forms/subnetPoolCommands';
import { addToast } from '~/stores/toasts';
import { type MemberValues, memberAddBody, validateMemberSubnet, validatePrefixBounds } from './memberValues';

const poolRoute = getRouteApi('/_app/system/networking/subnet-pools/$pool');

/** Adds a subnet of the pool's IP version, optionally bounding the prefix lengths allocated from it. */
export function AddMemberForm() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { pool: selector } = poolRoute.useParams();
  const { data: pool } = useSuspenseQuery(subnetPoolQuery(selector));
  const form = useForm<MemberValues>({ defaultValues: { subnet: '' }, mode: 'onSubmit' });
  const backToPool = () =>
    navigate({ to: '/system/networking/subnet-pools/$pool', params: { pool: selector } });
  const add = useApiMutation('systemSubnetPoolMemberAdd', {
    onSuccess: async (member) => {
      await invalidate('systemSubnetPoolMemberList', 'systemSubnetPoolUtilizationView');
      addToast(`Subnet ${member.subnet} added`);
      await backToPool();
    },
  });
  const v4 = pool.ipVersion === 'v4';
  // Both bound fields check the pair, as filled in when the form validates.
  const bounds = () => validatePrefixBounds(form.getValues(), pool.ipVersion);
  return (
    <SideModalForm
      title="Add member subnet"
      form={form}
      onSubmit={(values) => add.mutate({ path: { pool: selector }, body: memberAddBody(values) })}
      onDismiss={backToPool}
      submitLabel="Add subnet"
      submitting={add.isPending}
      submitError={add.error}
      toCommand={(values) => subnetPoolMemberAddCommand(selector, memberAddBody(values))}
      toTerraform={(values) => ({
        request: { kind: 'subnetPoolMember', pool: selector, body: memberAddBody(values) },
      })}
    >
      <TextField
        name="subnet"
        control={form.control}
        label="Subnet"
        required
        placeholder={v4 ? '192.0.2.0/24' : '2001:db8::/48'}
        description={`An ${v4 ? 'IPv4' : 'IPv6'} block that no IP pool range or other subnet pool member overlaps.`}
        validate={(value) => validateMemberSubnet(String(value), pool.ipVersion)}
      />
      <TextField
        name="minPrefixLength"
        control={form.control}
        type="number"
        label="Minimum prefix length"
        description="The largest subnet allocated from this member; the subnet's own width if left empty."
        validate={bounds}
      />
      <TextField
        name="maxPrefixLength"
        control={form.control}
        type="number"
        label="Maximum prefix length"
        description={`The smallest subnet allocated from this member; /${v4 ? 32 : 128} if left empty.`}
        validate={bounds}
      />
    </SideModalForm>
  );
}
