export { examplesOf } from './commands/define';
export { EXIT, type ExitCode } from './errors';
export type { InStream, Io, OutStream } from './io';
export { buildProgram, VERSION } from './program';
export { run } from './run';
