#!/usr/bin/env node
// The committed launcher of `rackconsole-mock`. It exists before the package is built, so installing the
// workspace links the bin without a warning; the server itself is the built dist/bin.js.
import '../dist/bin.js';
