// Reading what the tests compare: a folder on a device's disk and a downloaded zip, each as a map
// from the path relative to its top (with "/") to the file's bytes.
import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';

export type FileMap = Map<string, Buffer>;

/** Every file under `dir`, by its path relative to `dir`. */
export function readTree(dir: string): FileMap {
  const files: FileMap = new Map();
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) files.set(rel, fs.readFileSync(path.join(dir, rel)));
    }
  };
  walk('');
  return files;
}

/** The files of a zip archive (folder entries left out), read with yauzl. */
export function readZip(data: Buffer): Promise<FileMap> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (openError, zip) => {
      if (openError || !zip) return reject(openError ?? new Error('not a zip'));
      const files: FileMap = new Map();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream)
            return reject(streamError ?? new Error(`cannot read ${entry.fileName}`));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** A short description of how two file maps differ, for failure messages; '' when equal. */
export function describeDifference(actual: FileMap, expected: FileMap): string {
  const problems: string[] = [];
  for (const name of expected.keys()) if (!actual.has(name)) problems.push(`missing ${name}`);
  for (const name of actual.keys()) if (!expected.has(name)) problems.push(`unexpected ${name}`);
  for (const [name, bytes] of expected) {
    const got = actual.get(name);
    if (got && !got.equals(bytes)) problems.push(`${name} differs (${got.length} vs ${bytes.length} bytes)`);
  }
  return problems.join('; ');
}
