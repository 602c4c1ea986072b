import { camelToSnake, type FleetRole, type RoleName } from '@rackconsole/sdk';
import { Badge, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { siloQuery } from '~/api/silos';
import { DataTable } from '~/components/DataTable';
import { ROLE_LABELS } from '~/components/identities';
import { EmptyState } from '~/components/PageHeader';
import { FLEET_ROLE_LABELS, MAPPABLE_SILO_ROLES } from '~/forms/siloFormValues';
import { useSiloSelector } from '~/hooks/useRouteParams';

interface MappingRow {
  siloRole: RoleName;
  fleetRoles: FleetRole[];
}

/**
 * The silo's mapped fleet roles, strongest silo role first. Response keys arrive camelCased, so the mapping
 * for limited_collaborator is read back to the platform's spelling.
 */
export function mappingRows(mapping: Record<string, FleetRole[]>): MappingRow[] {
  const bySiloRole = new Map(Object.entries(mapping).map(([key, roles]) => [camelToSnake(key), roles]));
  return MAPPABLE_SILO_ROLES.flatMap((siloRole) => {
    const fleetRoles = bySiloRole.get(siloRole) ?? [];
    return fleetRoles.length > 0 ? [{ siloRole, fleetRoles }] : [];
  });
}

/** Which fleet roles each silo role brings with it, read-only (the platform sets them when creating the silo). */
export function FleetRolesTab() {
  const silo = useQuery(siloQuery(useSiloSelector())).data;
  return (
    <DataTable
      label="Fleet roles"
      rows={silo ? mappingRows(silo.mappedFleetRoles) : []}
      rowKey={(row) => row.siloRole}
      filter={{ name: (row) => ROLE_LABELS[row.siloRole] }}
      columns={[
        {
          header: 'Silo role',
          sortValue: (row) => ROLE_LABELS[row.siloRole],
          cell: (row) => ROLE_LABELS[row.siloRole],
        },
        {
          header: 'Fleet roles',
          sortValue: (row) => row.fleetRoles.join(', '),
          cell: (row) => (
            <Flex gap="2" wrap="wrap">
              {row.fleetRoles.map((role) => (
                <Badge key={role} color={role === 'admin' ? 'red' : 'blue'}>
                  {FLEET_ROLE_LABELS[role]}
                </Badge>
              ))}
            </Flex>
          ),
        },
      ]}
      empty={
        silo ? (
          <EmptyState
            title="No mapped fleet roles"
            body="Users of this silo get no fleet roles from their silo roles."
          />
        ) : undefined
      }
    />
  );
}
