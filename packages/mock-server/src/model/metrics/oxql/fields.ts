import type * as contract from '@rackconsole/sdk/contract';
import type { Wire } from '../../../store/tables';

export type FieldValue = Wire<typeof contract.FieldValue>;
export type FieldType = FieldValue['type'];

export const uuidField = (value: string): FieldValue => ({ type: 'uuid', value });
export const stringField = (value: string): FieldValue => ({ type: 'string', value });
export const numberField = (type: 'u8' | 'u16' | 'u32', value: number) => ({ type, value }) as FieldValue;

/** What identifies a timeseries within a table: its field names and values, in name order. */
export const seriesKey = (fields: Record<string, FieldValue>): string =>
  JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((name) => [name, fields[name]?.value]),
  );
