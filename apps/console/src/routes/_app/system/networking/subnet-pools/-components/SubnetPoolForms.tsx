import type { SubnetPoolCreate } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { subnetPoolQuery } from '~/api/subnetPools';
import { changedFlag, rackctl } from '~/forms/cliCommand';
import { subnetPoolCreateCommand } from '~/forms/subnetPoolCommands';
import { SUBNET_POOL_KIND } from '~/routes/_app/system/-components/poolKinds';
import { CreatePoolForm, EditPoolForm } from '~/routes/_app/system/networking/-components/PoolForms';

const poolRoute = getRouteApi('/_app/system/networking/subnet-pools/$pool');

export function CreateSubnetPoolForm() {
  return (
    <CreatePoolForm<SubnetPoolCreate>
      kind={SUBNET_POOL_KIND}
      defaultValues={{ name: '', description: '', ipVersion: 'v4' }}
      versionDescription="Every member subnet of the pool is of this version."
      toCommand={subnetPoolCreateCommand}
      toTerraform={(body) => ({ request: { kind: 'subnetPool', body } })}
    />
  );
}

export function EditSubnetPoolForm() {
  const { pool: selector } = poolRoute.useParams();
  const pool = useQuery(subnetPoolQuery(selector));
  return (
    <EditPoolForm
      kind={SUBNET_POOL_KIND}
      selector={selector}
      pool={pool.data}
      toCommand={(body) =>
        rackctl(['subnet-pool', 'update', selector], {
          name: changedFlag(pool.data?.name ?? '', body.name),
          description: changedFlag(pool.data?.description ?? '', body.description),
        })
      }
    />
  );
}
