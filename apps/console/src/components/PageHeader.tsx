import { Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { type DocsArea, DocsLink } from './DocsLink';
import { NAME_LIMITS, TruncatedText } from './TruncatedText';

/** A page's title, its guide, and its main actions. */
export function PageHeader({
  title,
  docs,
  actions,
}: {
  title: string;
  docs?: DocsArea;
  actions?: ReactNode;
}) {
  return (
    <Flex justify="between" align="center" gap="3" mb="4" wrap="wrap">
      <Heading as="h1" size="6">
        <TruncatedText text={title} maxLength={NAME_LIMITS.heading} />
      </Heading>
      <Flex gap="3" align="center">
        {docs ? <DocsLink area={docs} /> : null}
        {actions}
      </Flex>
    </Flex>
  );
}

/** What a list shows when it has nothing yet, with the action that fills it. */
export function EmptyState({ title, body, action }: { title: string; body: string; action?: ReactNode }) {
  return (
    <Flex direction="column" align="center" gap="2" py="9" className="empty-state">
      <Heading as="h2" size="4">
        {title}
      </Heading>
      <p>{body}</p>
      {action}
    </Flex>
  );
}
