export {
  BYTE_UNITS,
  type ByteUnit,
  type ByteValue,
  bytesToUnit,
  formatBytes,
  GIB,
  KIB,
  MIB,
  PIB,
  TIB,
} from './bytes';
export { type CapacityEstimate, capacityEstimate, type SledCapacity } from './capacity';
export { percentageAxisMax } from './chart';
export * from './constants';
export { COMPACT_NUMBER_THRESHOLD, ENGINEERING_NOTATION_THRESHOLD, formatCompactNumber } from './numbers';
export { capitalize, truncate } from './text';
export { formatRelativeTime } from './time';
