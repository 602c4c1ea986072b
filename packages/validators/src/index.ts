export {
  DEVICE_CODE_DASH_AFTER_INDEX,
  DEVICE_CODE_LENGTH,
  formatUserCode,
  isCompleteDeviceCode,
  pasteDeviceCode,
  sanitizeDeviceCodeBox,
} from './device-code';
export type { FieldErrorLike } from './forms';
export { fieldErrorMessage, OPTIONAL_MARKER, optionalLabel } from './forms';
export type { IpParseResult } from './ip';
export { parseIp, validateIp } from './ip';
export type { IpNetParseResult } from './ip-net';
export { parseIpNet, validateIpNet } from './ip-net';
export { JSON_BODY_MAX_BYTES, tooLargeForBody } from './limits';
export { validateUniqueItems } from './lists';
export {
  createNameGenerator,
  defaultBootDiskName,
  generateName,
  MAX_NAME_LENGTH,
  validateName,
} from './names';
export type { PortRange, PortRangeResult } from './ports';
export { formatPortRange, MAX_PORT, parsePortRange, validatePortRange } from './ports';
