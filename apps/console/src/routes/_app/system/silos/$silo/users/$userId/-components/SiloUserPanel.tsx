import { formatRelativeTime } from '@rackconsole/sdk';
import { Badge, Button, DataList, Flex, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { siloQuery, siloUserQuery } from '~/api/silos';
import { ActionButton } from '~/components/ActionButton';
import { SideModal } from '~/components/Modal';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useSiloSelector } from '~/hooks/useRouteParams';
import { IdentityItems } from '~/routes/_app/system/silos/$silo/-components/IdentityItems';
import {
  useGroupMembers,
  useIsOwnSilo,
  useSiloUserAdminReason,
} from '~/routes/_app/system/silos/$silo/-components/userQueries';
import {
  NOT_LOCAL_REASON,
  useDeleteLocalUser,
} from '~/routes/_app/system/silos/$silo/users/-components/SiloUsersTab';
import { UserSessions } from './UserSessions';

const userRoute = getRouteApi('/_app/system/silos/$silo/_users-list/users/$userId');

/** The groups a user of the signed-in user's own silo belongs to, each linking to its members. */
function UserGroups({ silo, userId }: { silo: string; userId: string }) {
  const memberships = useGroupMembers();
  if (!memberships) return <Text color="gray">—</Text>;
  const groups = memberships.filter(({ memberIds }) => memberIds.includes(userId));
  if (groups.length === 0) return <Text color="gray">None</Text>;
  return (
    <Flex gap="2" wrap="wrap">
      {groups.map(({ group }) => (
        <Badge key={group.id} variant="soft">
          <Link asChild>
            <RouterLink to="/system/silos/$silo/groups/$groupId" params={{ silo, groupId: group.id }}>
              <TruncatedText text={group.displayName} maxLength={NAME_LIMITS.cell} focusable={false} />
            </RouterLink>
          </Link>
        </Badge>
      ))}
    </Flex>
  );
}

/**
 * One silo user. The system API tells who they are in any silo; the platform shows their groups, sessions and
 * tokens only within the signed-in user's own silo, so those appear for that silo only.
 */
export function SiloUserPanel() {
  const silo = useSiloSelector();
  const { userId } = userRoute.useParams();
  const navigate = useNavigate();
  const user = useQuery(siloUserQuery(silo, userId)).data;
  const siloData = useQuery(siloQuery(silo)).data;
  const ownSilo = useIsOwnSilo(silo);
  const siloAdminReason = useUnauthorizedReason('manageUserSessions');
  const manageReason =
    useSiloUserAdminReason(silo) ?? (siloData?.identityMode === 'local_only' ? undefined : NOT_LOCAL_REASON);
  const close = () => navigate({ to: '/system/silos/$silo/users', search: true, params: { silo } });
  const deleteUser = useDeleteLocalUser(silo, close);
  return (
    <SideModal
      title="User"
      open
      onDismiss={close}
      footer={
        <Flex justify="end" gap="3">
          {user ? (
            <ActionButton
              variant="soft"
              color="red"
              disabledReason={manageReason}
              onClick={() => deleteUser(user)}
            >
              Delete
            </ActionButton>
          ) : null}
          <Button variant="soft" color="gray" onClick={close}>
            Close
          </Button>
        </Flex>
      }
    >
      {user ? (
        <Flex direction="column" gap="5">
          <DataList.Root aria-label="User details">
            <IdentityItems kind="user" name={user.displayName} id={user.id} />
            {ownSilo ? (
              <DataList.Item>
                <DataList.Label minWidth="8rem">Groups</DataList.Label>
                <DataList.Value>
                  <UserGroups silo={silo} userId={user.id} />
                </DataList.Value>
              </DataList.Item>
            ) : null}
            <DataList.Item>
              <DataList.Label minWidth="8rem">Created</DataList.Label>
              <DataList.Value>{formatRelativeTime(user.timeCreated)}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
          {ownSilo ? (
            <UserSessions user={user} unauthorized={siloAdminReason} />
          ) : (
            <Text as="p" size="2" color="gray">
              Groups, sessions and tokens are shown for users of your own silo only.
            </Text>
          )}
        </Flex>
      ) : null}
    </SideModal>
  );
}
