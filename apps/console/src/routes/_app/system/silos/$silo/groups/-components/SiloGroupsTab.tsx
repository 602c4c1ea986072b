import { formatRelativeTime } from '@rackconsole/sdk';
import { Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Outlet, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { siloQuery } from '~/api/silos';
import { DataTable } from '~/components/DataTable';
import { EmptyState } from '~/components/PageHeader';
import { ShortId } from '~/components/systemDisplay';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { useSiloSelector } from '~/hooks/useRouteParams';
import { useGroupMembers } from '~/routes/_app/system/silos/$silo/-components/userQueries';

/**
 * The groups of the signed-in user's own silo with how many members each has (the route refuses other silos:
 * the platform lists groups only to their silo's users). A group's members open over the list.
 */
export function SiloGroupsTab() {
  const silo = useSiloSelector();
  const navigate = useNavigate();
  const siloData = useQuery(siloQuery(silo)).data;
  const memberships = useGroupMembers();
  return (
    <>
      <Text as="p" size="2" color="gray" mb="3">
        {siloData?.identityMode === 'local_only'
          ? 'Groups of this silo; its admin group is named in the silo summary.'
          : 'Groups come from the identity provider, with their members.'}
      </Text>
      <DataTable
        label="Groups"
        rows={memberships ?? []}
        rowKey={({ group }) => group.id}
        filter={{ name: ({ group }) => group.displayName }}
        columns={[
          {
            header: 'Name',
            sortValue: ({ group }) => group.displayName,
            cell: ({ group }) => (
              <Link asChild>
                <RouterLink to="/system/silos/$silo/groups/$groupId" params={{ silo, groupId: group.id }}>
                  <TruncatedText text={group.displayName} maxLength={NAME_LIMITS.cell} focusable={false} />
                </RouterLink>
              </Link>
            ),
          },
          {
            header: 'Members',
            sortValue: ({ memberIds }) => memberIds.length,
            cell: ({ memberIds }) => memberIds.length,
          },
          { header: 'ID', cell: ({ group }) => <ShortId id={group.id} /> },
          {
            header: 'Created',
            sortValue: ({ group }) => group.timeCreated,
            cell: ({ group }) => formatRelativeTime(group.timeCreated),
          },
        ]}
        actions={({ group }) => [
          {
            label: 'View members',
            onActivate: () =>
              navigate({ to: '/system/silos/$silo/groups/$groupId', params: { silo, groupId: group.id } }),
          },
        ]}
        empty={
          memberships ? (
            <EmptyState
              title="No groups"
              body="Groups appear when the identity provider or SCIM client creates them."
            />
          ) : undefined
        }
      />
      <Outlet />
    </>
  );
}
