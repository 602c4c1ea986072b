import { formatRelativeTime, type User } from '@rackconsole/sdk';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, useApiMutation, useInvalidate } from '~/api/queries';
import { userSessionsQuery, userTokensQuery } from '~/api/silos';
import { ActionButton } from '~/components/ActionButton';
import { DataTable } from '~/components/DataTable';
import { ShortId } from '~/components/systemDisplay';
import { confirmAction } from '~/stores/confirm';
import { addToast } from '~/stores/toasts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A user's console sessions and device tokens, and signing them out of all of them. The platform shows these
 * to the user themself and to a silo admin of their silo, so callers pass `unauthorized` for anyone else.
 */
export function UserSessions({ user, unauthorized }: { user: User; unauthorized: string | undefined }) {
  const invalidate = useInvalidate();
  const me = useQuery(apiQuery('currentUserView')).data;
  const allowed = !unauthorized || me?.id === user.id;
  const sessions = useQuery({ ...userSessionsQuery(user.id), enabled: allowed });
  const tokens = useQuery({ ...userTokensQuery(user.id), enabled: allowed });
  const logout = useApiMutation('userLogout', {
    onSuccess: () => invalidate('userSessionList', 'userTokenList'),
  });
  if (!allowed) {
    return (
      <Text as="p" size="2" color="gray">
        Only a silo admin sees another user's sessions and tokens.
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" gap="3">
        <Heading as="h3" size="3">
          Sessions and tokens
        </Heading>
        <ActionButton
          variant="soft"
          color="red"
          loading={logout.isPending}
          disabledReason={
            (sessions.data?.items.length ?? 0) + (tokens.data?.items.length ?? 0) === 0
              ? 'The user has no sessions or tokens'
              : undefined
          }
          onClick={() =>
            confirmAction({
              modalTitle: 'Sign out everywhere',
              modalContent: `End every console session and revoke every access token of ${user.displayName}?`,
              errorTitle: 'Could not sign the user out',
              actionType: 'danger',
              doAction: async () => {
                await logout.mutateAsync({ path: { userId: user.id } });
                addToast(`${user.displayName} signed out everywhere`);
              },
            })
          }
        >
          Sign out everywhere
        </ActionButton>
      </Flex>
      <DataTable
        label="Console sessions"
        rows={sessions.data?.items ?? []}
        rowKey={(session) => session.id}
        viewKey="sessions"
        filter={{ name: (session) => session.id }}
        columns={[
          {
            header: 'Session',
            sortValue: (session) => session.id,
            cell: (session) => <ShortId id={session.id} />,
          },
          {
            header: 'Started',
            sortValue: (session) => session.timeCreated,
            cell: (session) => formatRelativeTime(session.timeCreated),
          },
          {
            header: 'Last used',
            sortValue: (session) => session.timeLastUsed,
            cell: (session) => formatRelativeTime(session.timeLastUsed),
          },
        ]}
        empty={
          sessions.isSuccess ? (
            <Text size="2" color="gray">
              No console sessions.
            </Text>
          ) : undefined
        }
      />
      <DataTable
        label="Access tokens"
        rows={tokens.data?.items ?? []}
        rowKey={(token) => token.id}
        viewKey="tokens"
        filter={{ name: (token) => token.id }}
        columns={[
          { header: 'Token', sortValue: (token) => token.id, cell: (token) => <ShortId id={token.id} /> },
          {
            header: 'Created',
            sortValue: (token) => token.timeCreated,
            cell: (token) => formatRelativeTime(token.timeCreated),
          },
          {
            header: 'Expires',
            sortValue: (token) => token.timeExpires,
            cell: (token) => (token.timeExpires ? dateTime.format(token.timeExpires) : 'Never'),
          },
        ]}
        empty={
          tokens.isSuccess ? (
            <Text size="2" color="gray">
              No access tokens.
            </Text>
          ) : undefined
        }
      />
    </Flex>
  );
}
