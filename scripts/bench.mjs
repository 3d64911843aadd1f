#!/usr/bin/env node
// `npm run bench`: the backup benchmark (bench/backup/run.ts), started as `npm start` starts the server,
// since the benchmark runs the server in its own process and its agents inherit that environment.
import { runTypeScript } from './node-process.mjs';

runTypeScript('bench/backup/run.ts', process.argv.slice(2));
