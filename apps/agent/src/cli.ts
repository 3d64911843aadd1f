// warden-agent command line: enrol, run, and the one-off commands.
import { parseArgs } from 'node:util';
import { type NodeClass, nodeClasses } from '@warden/domain';
import { enroll } from './enroll.ts';
import { runAgent } from './run.ts';
import { defaultStateDir } from './state/state-file.ts';
import { AGENT_VERSION } from './version.ts';

const usage = `Usage: warden-agent <command> [options]

Commands:
  enroll --server URL --token TOKEN [--state DIR] [--hostname NAME] [--node-class CLASS]
                   register this device with an organisation
  run [--state DIR] [--root DIR]
                   keep the link to the server, run backup plans, restores and scripts
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
    case 'run':
      await runAgent({ stateDir, root: values.root });
      return 0;
    case 'version':
    case '--version':
      process.stdout.write(`warden-agent ${AGENT_VERSION}\n`);
      return 0;
    default:
      process.stderr.write(usage);
      return command ? 2 : 0;
  }
}
