// Fills a demo device's folder with a realistic tree: documents, spreadsheets and CSVs, images, and a
// few large binaries. Content is generated from a seed so every installation gets the same demo.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

class Seeded {
  private state: number;
  constructor(seed: string) {
    this.state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  }
  next(): number {
    // xorshift32: small, fast and deterministic.
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state / 0x1_0000_0000;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  bytes(n: number): Buffer {
    const out = Buffer.alloc(n);
    for (let i = 0; i < n; i += 4) out.writeUInt32LE((this.next() * 0xffffffff) >>> 0, Math.min(i, n - 4));
    return out;
  }
}

const people = [
  'Ana Souza',
  'Ben Carter',
  'Chloé Martin',
  'Dev Patel',
  'Eva Novak',
  'Farid Haddad',
  'Grace Kim',
  'Hugo Weber',
];
const products = [
  'Chai',
  'Chang',
  'Aniseed Syrup',
  'Tofu',
  'Ikura',
  'Konbu',
  'Pavlova',
  'Tunnbröd',
  'Gnocchi',
  'Scottish Longbreads',
];
const months = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];

function csv(rng: Seeded, rows: number): string {
  const lines = ['order_id,date,customer,product,quantity,unit_price'];
  for (let i = 0; i < rows; i++) {
    const qty = 1 + Math.floor(rng.next() * 40);
    const price = (5 + rng.next() * 95).toFixed(2);
    lines.push(
      `${10248 + i},2026-${rng.pick(months)}-${String(1 + Math.floor(rng.next() * 28)).padStart(2, '0')},${rng.pick(people)},${rng.pick(products)},${qty},${price}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function memo(rng: Seeded, title: string): string {
  const sentences = [
    'Please review the attached figures before Thursday.',
    'The supplier confirmed the new delivery schedule.',
    'Inventory counts for the Seattle warehouse are complete.',
    'We expect the migration to finish by the end of the quarter.',
    'Remember to archive last year’s invoices.',
  ];
  const body = Array.from({ length: 40 }, () => rng.pick(sentences)).join(' ');
  return `${title}\n${'='.repeat(title.length)}\n\nFrom: ${rng.pick(people)}\n\n${body}\n`;
}

/** A valid PNG of noise-and-gradient pixels, so image viewers open it. */
function png(rng: Seeded, width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const tint = [rng.next() * 255, rng.next() * 255, rng.next() * 255];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = y * (width * 3 + 1) + 1 + x * 3;
      raw[o] = (tint[0]! + x) & 0xff;
      raw[o + 1] = (tint[1]! + y) & 0xff;
      raw[o + 2] = (tint[2]! + ((x * y) >> 6)) & 0xff;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function put(root: string, rel: string, content: string | Buffer) {
  const full = path.join(root, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

export function generateWorkstation(root: string): void {
  const rng = new Seeded('workstation');
  for (let i = 1; i <= 24; i++)
    put(root, `Documents/Memos/memo-${String(i).padStart(2, '0')}.txt`, memo(rng, `Memo ${i}`));
  for (const m of months) put(root, `Documents/Sales/orders-2026-${m}.csv`, csv(rng, 400));
  put(root, 'Documents/Finance/budget-2026.xlsx', rng.bytes(180_000));
  put(root, 'Documents/Finance/expense-report-q3.docx', rng.bytes(95_000));
  put(root, 'Documents/Contracts/Northwind supplier agreement.pdf', rng.bytes(420_000));
  for (let i = 1; i <= 12; i++) put(root, `Pictures/Trade show/photo-${i}.png`, png(rng, 320, 240));
  put(root, 'Desktop/todo.txt', 'Call Exotic Liquids about the Chang order\nRenew the VPN certificate\n');
  put(root, 'Desktop/Quarterly review.pptx', rng.bytes(1_500_000));
  put(root, 'Downloads/installer-8.2.1.msi', rng.bytes(12_000_000));
}

export function generateFileServer(root: string): void {
  const rng = new Seeded('fileserver');
  for (const dept of ['Finance', 'HR', 'Projects', 'Sales']) {
    for (let i = 1; i <= 15; i++)
      put(root, `srv/shares/${dept}/${dept.toLowerCase()}-report-${i}.csv`, csv(rng, 200));
    for (let i = 1; i <= 6; i++)
      put(root, `srv/shares/${dept}/Minutes/meeting-${i}.txt`, memo(rng, `${dept} meeting ${i}`));
  }
  put(root, 'srv/shares/Projects/Warehouse redesign/floorplan.png', png(rng, 800, 600));
  put(root, 'srv/shares/Projects/Warehouse redesign/budget.xlsx', rng.bytes(240_000));
  put(root, 'srv/shares/IT/backups/sql-export-2026-10.bak', rng.bytes(40_000_000));
  put(root, 'srv/shares/IT/iso/tools.iso', rng.bytes(25_000_000));
  put(root, 'srv/app/config/settings.json', JSON.stringify({ region: 'us-west', workers: 8 }, null, 2));
}

/** The day-two changes: edits, additions and deletions that give the demo several revisions. */
export function changeWorkstation(root: string): void {
  const rng = new Seeded('workstation-changes');
  put(root, 'Documents/Sales/orders-2026-11.csv', csv(rng, 450));
  put(root, 'Documents/Memos/memo-25.txt', memo(rng, 'Memo 25'));
  put(
    root,
    'Desktop/todo.txt',
    'Call Exotic Liquids about the Chang order\nRenew the VPN certificate (done)\nBook the trade show booth\n',
  );
  fs.rmSync(path.join(root, 'Documents/Memos/memo-03.txt'), { force: true });
  fs.rmSync(path.join(root, 'Downloads/installer-8.2.1.msi'), { force: true });
}

export function changeFileServer(root: string): void {
  const rng = new Seeded('fileserver-changes');
  put(root, 'srv/shares/Finance/finance-report-16.csv', csv(rng, 220));
  put(root, 'srv/shares/HR/hr-report-2.csv', csv(rng, 210));
  fs.rmSync(path.join(root, 'srv/shares/Sales/Minutes/meeting-6.txt'), { force: true });
}
