import { Code, DataList, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '~/api/queries';
import { CopyButton } from '~/components/CopyButton';
import { DataTable } from '~/components/DataTable';
import { EmptyState, PageHeader } from '~/components/PageHeader';

function CopyableValue({ value, label }: { value: string; label: string }) {
  return (
    <Flex align="center" gap="2">
      {value}
      <CopyButton text={value} label={`Copy ${label}`} />
    </Flex>
  );
}

/** Who the signed-in user is: read-only, since names and groups come from the silo's identity provider. */
export function ProfilePage() {
  const me = useQuery(apiQuery('currentUserView'));
  const groups = useQuery(apiQuery('currentUserGroups'));
  if (!me.data) return null;
  return (
    <>
      <PageHeader title="Profile" />
      <DataList.Root mb="6" aria-label="User">
        <DataList.Item>
          <DataList.Label>Name</DataList.Label>
          <DataList.Value>
            <CopyableValue value={me.data.displayName} label="name" />
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>ID</DataList.Label>
          <DataList.Value>
            <Flex align="center" gap="2">
              <Code variant="ghost">{me.data.id}</Code>
              <CopyButton text={me.data.id} label="Copy ID" />
            </Flex>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Silo</DataList.Label>
          <DataList.Value>
            <CopyableValue value={me.data.siloName} label="silo" />
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <DataTable
        label="Groups"
        rows={groups.data?.items ?? []}
        rowKey={(group) => group.id}
        filter={{ name: (group) => group.displayName }}
        columns={[
          { header: 'Group', sortValue: (group) => group.displayName, cell: (group) => group.displayName },
          {
            header: 'ID',
            sortValue: (group) => group.id,
            cell: (group) => (
              <Flex align="center" gap="2">
                <Code variant="ghost">{group.id}</Code>
                <CopyButton text={group.id} label={`Copy ID of group ${group.displayName}`} />
              </Flex>
            ),
          },
        ]}
        empty={
          groups.isSuccess ? (
            <EmptyState
              title="No groups"
              body="You are not a member of any group. Groups come from your silo's identity provider."
            />
          ) : undefined
        }
      />
    </>
  );
}
