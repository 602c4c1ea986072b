import { Card, DataList } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import './resourceSummary.css';

/** The strip of facts under a resource page's title (a VPC's DNS name, a router's kind…). */
export function ResourceSummary({
  label,
  items,
}: {
  label: string;
  items: { label: string; value: ReactNode }[];
}) {
  return (
    <Card mb="4">
      <DataList.Root orientation="vertical" size="2" aria-label={label} className="resource-summary">
        {items.map((item) => (
          <DataList.Item key={item.label}>
            <DataList.Label>{item.label}</DataList.Label>
            <DataList.Value>{item.value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Card>
  );
}
