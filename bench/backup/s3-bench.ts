// The initial backup and whole-tree restore rows again, with the server's backup data in an S3-compatible
// bucket (s3rver in its own process on loopback) instead of DATA_DIR: a second server on the same office
// share, against restic with a fresh repository, interleaved as in backup-bench.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { S3BlobStoreOptions } from '@warden/store';
import { generateOfficeTree } from './dataset.ts';
import { folderBytes, OfficeComparison } from './paired-runs.ts';
import { mib } from './report.ts';
import { Restic } from './restic.ts';
import { warmUpServer } from './server-warm-up.ts';
import { WardenEnv } from './warden-env.ts';

const SERVER_SCRIPT = path.resolve(import.meta.dirname, 's3-server-process.ts');

async function startS3Server(folder: string): Promise<{ child: ChildProcess; options: S3BlobStoreOptions }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_SCRIPT, folder], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the S3 server exited ${code} before it listened`))),
  );
  const firstLine = (async () => {
    for await (const line of createInterface({ input: child.stdout! })) return line;
    throw new Error('the S3 server closed its output before it listened');
  })();
  const line = await Promise.race([firstLine, exited]);
  return { child, options: JSON.parse(line) as S3BlobStoreOptions };
}

async function stopS3Server(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Runs on the office share backup-bench.ts generated in work/office/data (made here when it is missing). */
export async function s3Benchmarks(opts: {
  work: string;
  scale: number;
  withRestic: boolean;
}): Promise<void> {
  const { work, scale, withRestic } = opts;
  const root = path.join(work, 'office');
  const data = path.join(root, 'data');
  if (!fs.existsSync(data)) generateOfficeTree(data, scale);
  const tree = folderBytes(data);
  const s3Work = path.join(work, 's3');
  fs.mkdirSync(s3Work, { recursive: true });
  console.log('S3-compatible storage: starting s3rver on 127.0.0.1 …');
  const { child, options } = await startS3Server(s3Work);
  let warden: WardenEnv | null = null;
  try {
    warden = await WardenEnv.start(s3Work, {
      S3_ENDPOINT: options.endpoint,
      S3_BUCKET: options.bucket,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    const restic = withRestic ? new Restic(path.join(s3Work, 'restic-repo'), s3Work) : null;
    await restic?.init();
    await warmUpServer(warden, s3Work);
    const device = await warden.addDevice(s3Work, 'office-s3', root);
    const planId = await warden.createPlan(device, 'Office share', ['/data']);
    const env = warden;

    const office = new OfficeComparison({
      restic,
      tree,
      root,
      data,
      peer: 'restic local',
      where: ' (S3)',
      cpuOf: { agent: device.agent.pid, server: process.pid },
    });

    console.log('Initial backup to S3 …');
    const initial = await office.pair(
      'initial backup',
      async () => (await env.backUp(device, planId)).ms,
      async () => (await restic!.backup(data)).ms,
    );
    office.recordThroughput(
      `Initial backup to S3 (s3rver), ${tree.files} files / ${mib(tree.bytes).toFixed(0)} MiB`,
      initial,
    );

    console.log('Restore of the whole tree from S3 …');
    await office.restoreWholeTree(
      'Restore of the whole tree from S3 (s3rver)',
      { warden: path.join(root, 'restore-warden-s3'), restic: path.join(s3Work, 'restore-restic') },
      (from, to) => env.restore(device, planId, from, to),
    );
    await warden.stopDevice(device);
  } finally {
    await warden?.close();
    await stopS3Server(child);
  }
}
