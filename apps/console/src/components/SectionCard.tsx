import { Card, Flex, Heading } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';

/**
 * A titled part of a page in a card (a step of the instance form, a group of settings, a way to connect): a
 * section named by its heading, so assistive technology lists it, with its contents stacked below.
 */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card asChild size="3">
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="4" mb="3" id={headingId}>
          {title}
        </Heading>
        <Flex direction="column" gap="3">
          {children}
        </Flex>
      </section>
    </Card>
  );
}
