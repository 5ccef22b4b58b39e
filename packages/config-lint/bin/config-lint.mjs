#!/usr/bin/env node
// Launcher: Node 24 runs the TypeScript source directly (type stripping).
import '../src/cli.ts';
