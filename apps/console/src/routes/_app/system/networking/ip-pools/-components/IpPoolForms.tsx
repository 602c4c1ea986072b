import type { IpPool } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { ipPoolQuery } from '~/api/ipPools';
import { ASSIGNMENT_LABELS } from '~/components/poolDisplay';
import { apiCommand, rackctl } from '~/forms/cliCommand';
import { SelectField } from '~/forms/fields';
import { useFleetAdminReason } from '~/hooks/useFleetRole';
import { IP_POOL_KIND } from '~/routes/_app/system/-components/poolKinds';
import { CreatePoolForm, EditPoolForm } from '~/routes/_app/system/networking/-components/PoolForms';

interface CreateIpPoolValues {
  name: string;
  description: string;
  ipVersion: IpPool['ipVersion'];
  poolType: IpPool['poolType'];
  assignment: IpPool['assignment'];
}

/** `rackctl ip-pool create` makes unicast pools for silos; other kinds are made through the API. */
export const ipPoolCreateCommand = (values: CreateIpPoolValues) =>
  values.poolType === 'unicast' && values.assignment === 'silos'
    ? rackctl(['ip-pool', 'create', values.name], {
        description: values.description,
        'ip-version': values.ipVersion,
      })
    : apiCommand('systemIpPoolCreate', { body: values });

export function CreateIpPoolForm() {
  const unauthorized = useFleetAdminReason();
  return (
    <CreatePoolForm<CreateIpPoolValues>
      kind={IP_POOL_KIND}
      unauthorized={unauthorized}
      defaultValues={{ name: '', description: '', ipVersion: 'v4', poolType: 'unicast', assignment: 'silos' }}
      versionDescription="Every range of the pool holds addresses of this version."
      toCommand={ipPoolCreateCommand}
      toTerraform={(body) => ({ request: { kind: 'ipPool', body } })}
    >
      {(control) => (
        <>
          <SelectField
            name="poolType"
            control={control}
            label="Pool type"
            required
            items={[
              { value: 'unicast', label: 'Unicast' },
              { value: 'multicast', label: 'Multicast' },
            ]}
          />
          <SelectField
            name="assignment"
            control={control}
            label="Assignment"
            required
            description="Silos allocate instance and floating IPs from their linked pools; a system services pool serves the rack's own services."
            items={Object.entries(ASSIGNMENT_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </>
      )}
    </CreatePoolForm>
  );
}

export function EditIpPoolForm() {
  const { pool: selector } = useParams({ from: '/_app/system/networking/ip-pools/$pool' });
  const pool = useQuery(ipPoolQuery(selector));
  return (
    <EditPoolForm
      kind={IP_POOL_KIND}
      selector={selector}
      pool={pool.data}
      // The CLI cannot rename an IP pool or change its description.
      toCommand={(body) => apiCommand('systemIpPoolUpdate', { path: { pool: selector }, body })}
    />
  );
}
