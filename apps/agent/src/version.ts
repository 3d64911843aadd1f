// The agent's version, from its package.json.
import { readFileSync } from 'node:fs';

export const AGENT_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
