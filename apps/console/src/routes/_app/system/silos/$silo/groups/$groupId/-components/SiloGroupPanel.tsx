import { formatRelativeTime } from '@rackconsole/sdk';
import { Button, DataList, Flex, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { groupMembersQuery, groupQuery } from '~/api/silos';
import { DataTable } from '~/components/DataTable';
import { SideModal } from '~/components/Modal';
import { ShortId } from '~/components/systemDisplay';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { useSiloSelector } from '~/hooks/useRouteParams';
import { IdentityItems } from '~/routes/_app/system/silos/$silo/-components/IdentityItems';

const groupRoute = getRouteApi('/_app/system/silos/$silo/groups/$groupId');

/** A group of the signed-in user's own silo and its members, each linking to the user's details. */
export function SiloGroupPanel() {
  const silo = useSiloSelector();
  const { groupId } = groupRoute.useParams();
  const navigate = useNavigate();
  const group = useQuery(groupQuery(groupId)).data;
  const members = useQuery(groupMembersQuery(groupId));
  const close = () => navigate({ to: '/system/silos/$silo/groups', params: { silo } });
  return (
    <SideModal
      title="Group"
      open
      onDismiss={close}
      footer={
        <Flex justify="end">
          <Button variant="soft" color="gray" onClick={close}>
            Close
          </Button>
        </Flex>
      }
    >
      {group ? (
        <Flex direction="column" gap="5">
          <DataList.Root aria-label="Group details">
            <IdentityItems kind="group" name={group.displayName} id={group.id} />
            <DataList.Item>
              <DataList.Label minWidth="8rem">Created</DataList.Label>
              <DataList.Value>{formatRelativeTime(group.timeCreated)}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
          <DataTable
            label="Members"
            rows={members.data?.items ?? []}
            rowKey={(user) => user.id}
            viewKey="members"
            filter={{ name: (user) => user.displayName }}
            columns={[
              {
                header: 'Name',
                sortValue: (user) => user.displayName,
                cell: (user) => (
                  <Link asChild>
                    <RouterLink to="/system/silos/$silo/users/$userId" params={{ silo, userId: user.id }}>
                      <TruncatedText text={user.displayName} maxLength={NAME_LIMITS.cell} focusable={false} />
                    </RouterLink>
                  </Link>
                ),
              },
              { header: 'ID', sortValue: (user) => user.id, cell: (user) => <ShortId id={user.id} /> },
            ]}
            empty={
              members.isSuccess ? (
                <Text size="2" color="gray">
                  This group has no members.
                </Text>
              ) : undefined
            }
          />
        </Flex>
      ) : null}
    </SideModal>
  );
}
