import { ROLES, type RoleName, roleActionsIn, roleMay } from '@rackconsole/sdk';
import { Callout, Strong, Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { ROLE_LABELS } from '~/components/identities';
import { PageHeader } from '~/components/PageHeader';

export interface RolesPageProps {
  /** The page title, e.g. 'Project roles'. */
  title: string;
  /** Whose actions the table lists: the silo's or a project's (`ROLE_ACTIONS` scope). */
  scope: 'silo' | 'project';
  /** The signed-in user's effective role there, undefined when they hold none (or it is loading). */
  role: RoleName | undefined;
  /** How silo and project roles combine, in words for this page. */
  inheritance: string;
  /** The link back to the access page whose roles these are. */
  accessLink: ReactNode;
}

/**
 * What each role may do on the silo or a project: a row per gated action, a column per role, drawn from the
 * SDK's `ROLE_ACTIONS` table that the console's buttons read, so the page and the buttons cannot disagree.
 */
export function RolesPage({ title, scope, role, inheritance, accessLink }: RolesPageProps) {
  return (
    <>
      <PageHeader title={title} docs="access" actions={accessLink} />
      <Callout.Root color="gray" mb="4">
        <Callout.Text>
          {role ? (
            <>
              Your role: <Strong>{ROLE_LABELS[role]}</Strong>
            </>
          ) : (
            `You hold no role on this ${scope}`
          )}
        </Callout.Text>
        <Callout.Text>{inheritance}</Callout.Text>
      </Callout.Root>
      {/* A plain table rather than the lists' DataTable: a matrix whose every column matters, with nothing to
          sort, filter or leave out in a narrow window. */}
      <Table.Root variant="surface">
        <caption className="visually-hidden">What each role may do</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Action</Table.ColumnHeaderCell>
            {ROLES.map((column) => (
              <Table.ColumnHeaderCell key={column}>
                {column === role ? `${ROLE_LABELS[column]} (your role)` : ROLE_LABELS[column]}
              </Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {roleActionsIn(scope).map((action) => (
            <Table.Row key={action.name}>
              <Table.RowHeaderCell>{action.label}</Table.RowHeaderCell>
              {ROLES.map((column) => (
                <Table.Cell key={column}>
                  <Permission allowed={roleMay(column, action.name)} yours={column === role} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </>
  );
}

/** A check or a dash, said as 'Allowed' or 'Not allowed'; the user's own column in bold. */
function Permission({ allowed, yours }: { allowed: boolean; yours: boolean }) {
  return (
    <Text color={yours ? undefined : 'gray'} weight={yours ? 'bold' : 'regular'}>
      <span aria-hidden="true">{allowed ? '✓' : '–'}</span>
      <span className="visually-hidden">{allowed ? 'Allowed' : 'Not allowed'}</span>
    </Text>
  );
}
