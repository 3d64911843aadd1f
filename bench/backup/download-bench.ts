// The single-file download: the largest file of a backup through its signed link with curl, against
// `cat` of the source (the target's peer). Beside the target it prints two floors measured in the same
// rounds: curl reading the file itself (file://, no server and no network: what the client alone costs)
// and curl from a plain file server sending the same file over the same loopback.
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runCommand } from './command-runner.ts';
import { mib, rate, record, timed } from './report.ts';

/** Rounds of each measurement, alternating so that the machine's load hits all alike. */
const ROUNDS = 11;

/** Runs a command with its output to /dev/null; answers its wall-clock time in ms. */
async function timeToDevNull(command: string, args: string[]): Promise<number> {
  const { code, ms } = await runCommand(command, args);
  if (code !== 0) throw new Error(`${command} exited ${code}`);
  return ms;
}

const hasCurl = spawnSync('curl', ['--version']).status === 0;

/**
 * Downloads with curl, a client in its own process as a browser is (and as cat is for the peer);
 * without curl, with fetch from this process, which also runs the server and so slows it a little.
 */
async function downloadTime(url: string, headers: Record<string, string> = {}): Promise<number> {
  if (hasCurl) {
    const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
    return timeToDevNull('curl', ['-sSf', '-o', '/dev/null', ...headerArgs, url]);
  }
  const { ms } = await timed(async () => {
    const res = await fetch(url, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`download answered ${res.status}`);
    for await (const _ of res.body) {
      // Read to the end.
    }
  });
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The plain file server (file-server-process.mjs) serving file, and its URL. */
async function plainServer(file: string): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(new URL('./file-server-process.mjs', import.meta.url), [file], { stdio: 'inherit' });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (p) => resolve(p as number));
    child.once('error', reject);
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}

/**
 * One untimed download, checked byte for byte against the source. With curl, on a connection of its
 * own: this process's fetch would reuse one idle since the agent's enrolment, which the server (in this
 * process, its timers late while the loop was busy) may close just as the request goes out on it.
 */
async function checkedDownload(link: string, headers: Record<string, string>, source: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-download-'));
  try {
    let got: Buffer;
    if (hasCurl) {
      const into = path.join(folder, 'download');
      const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
      const { code, output } = await runCommand('curl', ['-sSf', '-o', into, ...headerArgs, link], {
        collect: true,
      });
      if (code !== 0) throw new Error(`the download failed: curl exited ${code}: ${output}`);
      got = fs.readFileSync(into);
    } else {
      const whole = await fetch(link, { headers });
      if (whole.status !== 200) throw new Error(`the download answered ${whole.status}`);
      got = Buffer.from(await whole.arrayBuffer());
    }
    if (!got.equals(fs.readFileSync(source)))
      throw new Error(`the download's ${got.length} bytes differ from the file`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export async function downloadBenchmark(opts: {
  link: string;
  headers: Record<string, string>;
  file: { path: string; size: number };
}): Promise<void> {
  const { link, headers, file } = opts;
  await checkedDownload(link, headers, file.path);
  const plain = await plainServer(file.path);
  try {
    await downloadTime(plain.url);
    const cats: number[] = [];
    const downloads: number[] = [];
    const plains: number[] = [];
    const clients: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      cats.push(await timeToDevNull('cat', [file.path]));
      downloads.push(await downloadTime(link, headers));
      plains.push(await downloadTime(plain.url));
      if (hasCurl) clients.push(await downloadTime(pathToFileURL(file.path).href));
    }
    const [catMs, downloadMs, plainMs] = [median(cats), median(downloads), median(plains)];
    const client = hasCurl
      ? `curl reading the file itself (file://) ${rate(file.size, median(clients))}, ${(catMs / median(clients)).toFixed(2)} of cat; `
      : '';
    record({
      name: `Single-file download, ${mib(file.size).toFixed(0)} MiB (median of ${ROUNDS}, ${hasCurl ? 'curl' : 'fetch'})`,
      warden: rate(file.size, downloadMs),
      peer: `cat ${rate(file.size, catMs)}`,
      ratio: catMs / downloadMs,
      target: '≥ 70% of cat',
      met: catMs / downloadMs >= 0.7,
      note:
        client +
        `a plain file server (Node's http sending the file from the page cache, its own process) ` +
        `answered the same client at ${rate(file.size, plainMs)}, ${(catMs / plainMs).toFixed(2)} of cat; ` +
        `Warden ${(plainMs / downloadMs).toFixed(2)} of it`,
    });
  } finally {
    plain.child.disconnect();
  }
}
