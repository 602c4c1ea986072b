export { examplesOf } from './commands/define';
export { commandCalling, type DocsCommand, docsTree, type OperationCommand } from './commands/docs';
export type { GeneratedOperation, OperationFlag } from './commands/operations/operation';
export { EXIT, type ExitCode } from './errors';
export type { InStream, Io, OutStream } from './io';
export { buildProgram, VERSION } from './program';
export { run } from './run';
