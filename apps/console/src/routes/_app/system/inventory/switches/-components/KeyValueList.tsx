import { Code, DataList } from '@radix-ui/themes';

/** A data key as words; free-form documents keep the platform's snake_case keys. */
const label = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const show = (value: unknown) => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return <Code variant="ghost">{JSON.stringify(value)}</Code>;
  return String(value);
};

/**
 * A free-form object the platform passes through without a fixed shape (e.g. a switch's link state), shown as
 * label/value pairs so it reads like the rest of the console rather than as raw JSON.
 */
export function KeyValueList({ value, label: ariaLabel }: { value: unknown; label: string }) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return <Code variant="ghost">{JSON.stringify(value)}</Code>;
  }
  return (
    <DataList.Root size="2" aria-label={ariaLabel}>
      {Object.entries(value).map(([key, item]) => (
        <DataList.Item key={key}>
          <DataList.Label>{label(key)}</DataList.Label>
          <DataList.Value>{show(item)}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
