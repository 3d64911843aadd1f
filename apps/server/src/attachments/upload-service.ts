// Receives a multipart upload: the `purpose` field, then `file` parts. Each file is streamed to disk
// while it is counted, hashed and inspected; one bad file fails the whole upload and leaves nothing.
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  type AttachmentPurpose,
  attachmentPurposes,
  fileExtension,
  type UploadedAttachment,
} from '@warden/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { badRequest } from '../http/api-error.ts';
import { type AttachmentRules, attachmentRules, tooManyFilesMessage } from './attachment-rules.ts';
import { attachmentPath } from './attachment-store.ts';
import { ContentInspector, extensionForType } from './content-check.ts';
import { presentUpload } from './presenter.ts';

interface SavedFile {
  token: string;
  name: string;
  size: number;
  contentType: string;
  sha256: string;
}

export interface UploadDeps {
  db: Db;
  dir: string;
  userId: number;
}

/** A file name safe to show and to put in a mail header: no folders, no control characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return cleaned.slice(-200) || 'file';
}

function parsePurpose(value: unknown): AttachmentPurpose {
  const purpose = attachmentPurposes.find((p) => p === value);
  if (!purpose) {
    throw badRequest(`Unknown purpose; expected one of ${attachmentPurposes.join(', ')}`, {
      purpose: 'Unknown purpose',
    });
  }
  return purpose;
}

/** The extension whose content check a file takes: its own when allowed, else its allowed MIME type's. */
function checkedExtension(part: MultipartFile, name: string, rules: AttachmentRules): string | undefined {
  const extension = fileExtension(name);
  if (rules.extensions.includes(extension)) return extension;
  const mimeType = part.mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  return rules.mimeTypes.includes(mimeType) ? extensionForType(mimeType) : undefined;
}

async function saveFile(part: MultipartFile, rules: AttachmentRules, dir: string): Promise<SavedFile> {
  const name = cleanFileName(part.filename);
  const extension = checkedExtension(part, name, rules);
  const unsupported = () => rules.unsupported(name);
  if (!extension) throw unsupported();

  const token = randomBytes(24).toString('base64url');
  const target = attachmentPath(dir, token);
  const partial = `${target}.part`;
  const hash = createHash('sha256');
  const inspector = new ContentInspector(extension);
  const out = fs.createWriteStream(partial, { flags: 'wx' });
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > rules.maxBytes) throw rules.tooLarge(name);
      hash.update(chunk);
      inspector.push(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    if (size < rules.minBytes) throw rules.tooSmall(name);
    const contentType = await inspector.finish();
    if (!contentType) throw unsupported();
    await fsp.rename(partial, target);
    return { token, name, size, contentType, sha256: hash.digest('hex') };
  } catch (err) {
    // The stream may still be opening the file; removing it before it closes would leave it behind.
    if (!out.closed) {
      const closed = once(out, 'close');
      out.destroy();
      await closed;
    }
    await fsp.rm(partial, { force: true });
    throw err;
  }
}

export async function receiveUploads(
  request: FastifyRequest,
  deps: UploadDeps,
): Promise<UploadedAttachment[]> {
  if (!request.isMultipart()) {
    throw badRequest('Send the files as multipart/form-data', { body: 'Expected multipart/form-data' });
  }
  await fsp.mkdir(deps.dir, { recursive: true });
  let purpose: AttachmentPurpose | undefined;
  const saved: SavedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'purpose')
          throw badRequest('Unknown field', { [part.fieldname]: 'Unknown field' });
        purpose = parsePurpose(part.value);
        continue;
      }
      if (part.fieldname !== 'file') throw badRequest('Unknown field', { [part.fieldname]: 'Unknown field' });
      if (!purpose) throw badRequest('Send the purpose field before the files', { purpose: 'Required' });
      const rules = attachmentRules[purpose];
      if (saved.length >= rules.maxFiles) {
        throw badRequest(tooManyFilesMessage(rules), { file: cleanFileName(part.filename) });
      }
      saved.push(await saveFile(part, rules, deps.dir));
    }
    if (!purpose) throw badRequest('The purpose is missing', { purpose: 'Required' });
    if (saved.length === 0) throw badRequest('Choose at least one file', { file: 'Required' });
    const createdAt = nowIso();
    const uploadPurpose = purpose;
    await deps.db.kysely
      .insertInto('attachments')
      .values(
        saved.map((f) => ({
          token: f.token,
          user_id: deps.userId,
          purpose: uploadPurpose,
          name: f.name,
          content_type: f.contentType,
          size: f.size,
          sha256: f.sha256,
          status: 'TEMP' as const,
          linked_kind: null,
          linked_id: null,
          created_at: createdAt,
        })),
      )
      .execute();
    return saved.map((f) =>
      presentUpload({ token: f.token, name: f.name, size: f.size, content_type: f.contentType }),
    );
  } catch (err) {
    await Promise.all(saved.map((f) => fsp.rm(attachmentPath(deps.dir, f.token), { force: true })));
    throw err;
  }
}
