import { Card, DataList, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { TruncatedText } from './TruncatedText';
import './systemDisplay.css';

/** A resource's facts in a strip under its page title, labelled for screen readers. */
export function SummaryCard({ label, items }: { label: string; items: [name: string, value: ReactNode][] }) {
  return (
    <Card mb="4">
      <DataList.Root orientation="vertical" size="2" className="system-summary" aria-label={label}>
        {items.map(([name, value]) => (
          <DataList.Item key={name}>
            <DataList.Label>{name}</DataList.Label>
            <DataList.Value>{value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Card>
  );
}

/** A UUID cut short on one line, the whole id in a tooltip; ids matter less than names but must be findable. */
export function ShortId({ id }: { id: string }) {
  return (
    <Text wrap="nowrap">
      <TruncatedText text={id} maxLength={13} />
    </Text>
  );
}
