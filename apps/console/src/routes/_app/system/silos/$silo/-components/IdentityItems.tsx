import { Code, DataList, Flex } from '@radix-ui/themes';
import { CopyButton } from '~/components/CopyButton';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';

/** The name and copyable ID rows a user's or a group's details start with. */
export function IdentityItems({ kind, name, id }: { kind: 'user' | 'group'; name: string; id: string }) {
  return (
    <>
      <DataList.Item>
        <DataList.Label minWidth="8rem">Name</DataList.Label>
        <DataList.Value>
          <TruncatedText text={name} maxLength={NAME_LIMITS.cell} />
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label minWidth="8rem">ID</DataList.Label>
        <DataList.Value>
          <Flex gap="2" align="center">
            <Code variant="ghost">{id}</Code>
            <CopyButton text={id} label={`Copy ${kind} ID`} />
          </Flex>
        </DataList.Value>
      </DataList.Item>
    </>
  );
}
