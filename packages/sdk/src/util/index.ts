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
} from './bytes.js';
export { type CapacityEstimate, capacityEstimate, type SledCapacity } from './capacity.js';
export { percentageAxisMax } from './chart.js';
export * from './constants.js';
export { COMPACT_NUMBER_THRESHOLD, ENGINEERING_NOTATION_THRESHOLD, formatCompactNumber } from './numbers.js';
export { capitalize, joinList, truncate } from './text.js';
export { formatRelativeTime } from './time.js';
