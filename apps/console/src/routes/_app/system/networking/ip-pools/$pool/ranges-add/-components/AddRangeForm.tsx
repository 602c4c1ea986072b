import type { Params } from '@rackconsole/sdk';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { ipPoolQuery, ipPoolRangesQuery } from '~/api/ipPools';
import { useApiMutation, useInvalidate } from '~/api/queries';
import { rackctl } from '~/forms/cliCommand';
import { TextField } from '~/forms/fields';
import { SideModalForm } from '~/forms/SideModalForm';
import { addToast } from '~/stores/toasts';
import { validatePoolAddress, validateRangeOrder } from './ipRange';

interface RangeValues {
  first: string;
  last: string;
}

/** The add request of the form's range, its addresses without the spaces a paste brings. */
export const ipPoolRangeAddRequest = (
  pool: string,
  { first, last }: RangeValues,
): Params<'systemIpPoolRangeAdd'> => ({
  path: { pool },
  body: { first: first.trim(), last: last.trim() },
});

export const ipPoolRangeAddCommand = (pool: string, { first, last }: RangeValues) =>
  rackctl(['ip-pool', 'range', 'add', pool, first.trim(), last.trim()]);

/** Adds an inclusive range of addresses of the pool's IP version; the last address may not precede the first. */
export function AddRangeForm() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { pool: selector } = useParams({ from: '/_app/system/networking/ip-pools/$pool' });
  const { data: pool } = useSuspenseQuery(ipPoolQuery(selector));
  // The Terraform tab writes the whole pool: the provider keeps a pool's ranges in oxide_ip_pool.
  const { data: ranges } = useQuery(ipPoolRangesQuery(selector));
  const form = useForm<RangeValues>({ defaultValues: { first: '', last: '' }, mode: 'onSubmit' });
  const backToPool = () => navigate({ to: '/system/networking/ip-pools/$pool', params: { pool: selector } });
  const add = useApiMutation('systemIpPoolRangeAdd', {
    onSuccess: async (range) => {
      await invalidate('systemIpPoolRangeList', 'systemIpPoolUtilizationView');
      addToast(`Range ${range.range.first}–${range.range.last} added`);
      await backToPool();
    },
  });
  const example = pool.ipVersion === 'v4' ? '192.0.2.10' : '2001:db8::10';
  return (
    <SideModalForm
      title="Add IP range"
      form={form}
      onSubmit={(values) => add.mutate(ipPoolRangeAddRequest(selector, values))}
      onDismiss={backToPool}
      submitLabel="Add range"
      submitting={add.isPending}
      submitError={add.error}
      toCommand={(values) => ipPoolRangeAddCommand(selector, values)}
      toTerraform={(values) => {
        if (!ranges) throw new Error('Reading the pool’s ranges…');
        return {
          request: {
            kind: 'ipPoolRange',
            pool,
            ranges: ranges.items.map(({ range }) => range),
            range: ipPoolRangeAddRequest(selector, values).body,
          },
        };
      }}
    >
      <TextField
        name="first"
        control={form.control}
        label="First"
        required
        placeholder={example}
        description={`The first ${pool.ipVersion === 'v4' ? 'IPv4' : 'IPv6'} address of the range.`}
        validate={(value) => validatePoolAddress(String(value), pool.ipVersion)}
      />
      <TextField
        name="last"
        control={form.control}
        label="Last"
        required
        placeholder={example}
        description="The last address of the range, included in it."
        validate={(value) =>
          validatePoolAddress(String(value), pool.ipVersion) ??
          validateRangeOrder(form.getValues('first'), String(value))
        }
      />
    </SideModalForm>
  );
}
