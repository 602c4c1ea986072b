import type { VpcFirewallRuleUpdate } from '@rackconsole/sdk';
import { Badge, Button, Callout, Flex, Heading, Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { ActionButton } from '~/components/ActionButton';
import { Modal } from '~/components/Modal';
import { type ChangedRule, isEmptyDiff } from './ruleDiff';
import './firewall.css';
import { describeHost, summarizeFilters } from '~/forms/firewallRules';
import type { RuleListReview } from './useFirewallRuleReview';

/** A rule on one line: when it applies, what it does, to whom, and for which traffic. */
function ruleSummary(rule: VpcFirewallRuleUpdate) {
  const targets = rule.targets.length > 0 ? rule.targets.map(describeHost).join(', ') : 'no targets';
  const filters = summarizeFilters(rule.filters);
  return [
    `Priority ${rule.priority}`,
    rule.direction === 'inbound' ? 'Inbound' : 'Outbound',
    rule.action === 'allow' ? 'Allow' : 'Deny',
    rule.status === 'enabled' ? 'Enabled' : 'Disabled',
    `To ${targets}`,
    filters.length > 0 ? filters.join(', ') : 'Any traffic',
  ].join(' · ');
}

function DiffSection({
  title,
  color,
  count,
  children,
}: {
  title: string;
  color: 'green' | 'amber' | 'red';
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  const id = `rule-review-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <Flex align="center" gap="2" mb="2">
        <Heading as="h3" size="3" id={id}>
          {title}
        </Heading>
        <Badge color={color} variant="soft" aria-label={`${count} ${count === 1 ? 'rule' : 'rules'}`}>
          {count}
        </Badge>
      </Flex>
      <Flex direction="column" gap="3" asChild>
        <ul className="rule-review-list">{children}</ul>
      </Flex>
    </section>
  );
}

function WholeRule({ rule }: { rule: VpcFirewallRuleUpdate }) {
  return (
    <li>
      <Text as="div" size="2" weight="bold">
        {rule.name}
      </Text>
      <Text as="div" size="1" color="gray">
        {ruleSummary(rule)}
      </Text>
    </li>
  );
}

function FieldChanges({ rule }: { rule: ChangedRule }) {
  return (
    <li>
      <Text as="div" size="2" weight="bold" mb="1">
        {rule.before.name}
      </Text>
      <Table.Root size="1" variant="surface">
        <caption className="visually-hidden">{`Changes to ${rule.before.name}`}</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Field</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Before</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>After</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rule.fields.map((change) => (
            <Table.Row key={change.field}>
              <Table.RowHeaderCell>{change.field}</Table.RowHeaderCell>
              <Table.Cell>
                <Text color="red">{change.before}</Text>
              </Table.Cell>
              <Table.Cell>
                <Text color="green">{change.after}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </li>
  );
}

/**
 * The review before a rule list is saved: the rules added, those changed field by field (old → new) and
 * those removed, then 'Save'. The platform replaces the whole list, so the review says how many rules the
 * saved list holds and how many go back untouched.
 */
export function RuleChangeReview({
  review,
  vpc,
  saving,
  error,
  onSave,
  onDismiss,
  dismissLabel,
}: {
  review: RuleListReview | null;
  vpc: string;
  saving: boolean;
  error: Error | null;
  onSave: () => void;
  onDismiss: () => void;
  /** 'Back' when the review came from a form the user can return to, 'Cancel' otherwise. */
  dismissLabel: 'Back' | 'Cancel';
}) {
  if (!review) return null;
  const { diff, next } = review;
  const nothingChanges = isEmptyDiff(diff);
  return (
    <Modal
      title="Review firewall rule changes"
      open
      onDismiss={() => {
        if (!saving) onDismiss();
      }}
    >
      <Flex direction="column" gap="4" mt="3">
        {review.rebased ? (
          <Callout.Root color="amber" role="status">
            <Callout.Text>
              The firewall rules changed while you were reviewing. This review now shows your change applied
              to the latest rules.
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <Text size="2">
          {nothingChanges
            ? `Nothing changes: the firewall rules of VPC ${vpc} would stay as they are.`
            : `Saving replaces the whole rule list of VPC ${vpc} with these ${next.length} rules.`}
        </Text>
        <DiffSection title="Added" color="green" count={diff.added.length}>
          {diff.added.map((rule) => (
            <WholeRule key={rule.name} rule={rule} />
          ))}
        </DiffSection>
        <DiffSection title="Changed" color="amber" count={diff.changed.length}>
          {diff.changed.map((rule) => (
            <FieldChanges key={rule.before.name} rule={rule} />
          ))}
        </DiffSection>
        <DiffSection title="Removed" color="red" count={diff.removed.length}>
          {diff.removed.map((rule) => (
            <WholeRule key={rule.name} rule={rule} />
          ))}
        </DiffSection>
        {diff.unchanged > 0 && !nothingChanges ? (
          <Text size="2" color="gray">
            {diff.unchanged === 1
              ? '1 other rule is saved unchanged.'
              : `${diff.unchanged} other rules are saved unchanged.`}
          </Text>
        ) : null}
        {error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{error.message}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" justify="end">
          <Button type="button" variant="soft" color="gray" disabled={saving} onClick={onDismiss}>
            {dismissLabel}
          </Button>
          <ActionButton
            loading={saving}
            disabledReason={nothingChanges ? 'There is nothing to save' : undefined}
            color={diff.removed.length > 0 ? 'red' : undefined}
            onClick={onSave}
          >
            Save
          </ActionButton>
        </Flex>
      </Flex>
    </Modal>
  );
}
