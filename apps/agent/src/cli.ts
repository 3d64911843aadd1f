// warden-agent command line: enrol, run, and the one-off commands.
import { parseArgs } from 'node:util';
import { type NodeClass, nodeClasses } from '@warden/domain/agent';
import { enroll } from './enroll.ts';
import { runAgent } from './run.ts';
import { defaultStateDir } from './state/state-file.ts';
import { AGENT_VERSION } from './version.ts';

const usage = `Usage: warden-agent <command> [options]

Commands:
  enroll --server URL --token TOKEN [--state DIR] [--hostname NAME] [--node-class CLASS]
                   register this device with an organisation
  run [--state DIR] [--root DIR] [--max-restore-rate MIB_PER_S]
                   keep the link to the server, run backup plans, restores and scripts;
                   --max-restore-rate (or WARDEN_AGENT_MAX_RESTORE_RATE) caps restore reads
  version          print the agent version
`;

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      server: { type: 'string' },
      token: { type: 'string' },
      state: { type: 'string' },
      hostname: { type: 'string' },
      'node-class': { type: 'string' },
      root: { type: 'string' },
      'max-restore-rate': { type: 'string' },
    },
    allowPositionals: false,
    strict: true,
  });
  const stateDir = values.state ?? defaultStateDir();
  switch (command) {
    case 'enroll': {
      if (!values.server || !values.token) {
        process.stderr.write(`enroll needs --server and --token\n\n${usage}`);
        return 2;
      }
      const nodeClass = values['node-class'];
      if (nodeClass && !(nodeClasses as readonly string[]).includes(nodeClass)) {
        process.stderr.write(`--node-class must be one of ${nodeClasses.join(', ')}\n`);
        return 2;
      }
      const { nodeId } = await enroll({
        serverUrl: values.server,
        token: values.token,
        stateDir,
        hostname: values.hostname,
        nodeClass: nodeClass as NodeClass | undefined,
      });
      process.stdout.write(
        `Enrolled as device ${nodeId}. Start the agent with: warden-agent run --state ${stateDir}\n`,
      );
      return 0;
    }
    case 'run': {
      const rate = values['max-restore-rate'] ?? process.env.WARDEN_AGENT_MAX_RESTORE_RATE;
      const mibPerSecond = rate === undefined || rate === '' ? undefined : Number(rate);
      if (mibPerSecond !== undefined && !(Number.isFinite(mibPerSecond) && mibPerSecond > 0)) {
        process.stderr.write(
          `--max-restore-rate must be a positive number of MiB per second, not "${rate}"\n`,
        );
        return 2;
      }
      await runAgent({
        stateDir,
        root: values.root,
        maxRestoreBytesPerSecond: mibPerSecond && Math.round(mibPerSecond * 1024 * 1024),
      });
      return 0;
    }
    case 'version':
    case '--version':
      process.stdout.write(`warden-agent ${AGENT_VERSION}\n`);
      return 0;
    default:
      process.stderr.write(usage);
      return command ? 2 : 0;
  }
}
