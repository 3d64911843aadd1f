// What the run modules share: the database, the agent link, the signer and the output signal.
import type { FastifyBaseLogger } from 'fastify';
import type { AgentHub } from '../../agents/agent-hub.ts';
import type { Db } from '../../db/database.ts';
import type { OutputSignal } from './output-signal.ts';
import type { RunSigner } from './run-signing.ts';

export interface RunContext {
  db: Db;
  hub: AgentHub;
  signer: RunSigner;
  output: OutputSignal;
  log: FastifyBaseLogger;
}
