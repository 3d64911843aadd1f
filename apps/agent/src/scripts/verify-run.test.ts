// The agent's check of a signed run: only the exact payload signed by the enrolment key, for this
// device, passes.
import { generateKeyPairSync, sign } from 'node:crypto';
import { canonicalRunPayload, type ScriptRunPayload } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { verifyRun } from './verify-run.ts';

const keys = generateKeyPairSync('ed25519');
const publicKey = keys.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
const payload: ScriptRunPayload = {
  runId: 7,
  nodeId: 3,
  language: 'SHELL',
  runAs: 'SYSTEM',
  timeoutSeconds: 60,
  body: 'echo "$folder"',
  env: [['folder', '/tmp']],
};
const signatureOf = (p: ScriptRunPayload, key = keys.privateKey) =>
  sign(null, Buffer.from(canonicalRunPayload(p)), key).toString('base64');
const trust = { publicKey, nodeId: 3 };

describe('verifyRun', () => {
  it('accepts the payload as signed, whatever order its variables arrive in', () => {
    const signed = {
      ...payload,
      env: [
        ['b', '2'],
        ['a', '1'],
      ] as [string, string][],
    };
    const reordered = { ...signed, env: [...signed.env].reverse() };
    expect(verifyRun(signed, signatureOf(signed), trust)).toEqual({ ok: true });
    expect(verifyRun(reordered, signatureOf(signed), trust)).toEqual({ ok: true });
  });

  it.each([
    ['body', { body: 'rm -rf /' }],
    ['variables', { env: [['folder', '/']] }],
    ['timeout', { timeoutSeconds: 86_400 }],
    ['language', { language: 'PYTHON' }],
    ['run as', { runAs: 'LOGGED_IN_USER' }],
    ['run id', { runId: 8 }],
  ])('refuses a payload whose %s was altered after signing', (_what, change) => {
    const verdict = verifyRun({ ...payload, ...change } as ScriptRunPayload, signatureOf(payload), trust);
    expect(verdict).toEqual({
      ok: false,
      reason: 'The script was refused: its signature does not match its content',
    });
  });

  it('refuses an unsigned run, one signed by another key, one for another device, and any without a key', () => {
    expect(verifyRun(payload, '', trust)).toMatchObject({
      reason: 'The script was refused: it is not signed',
    });
    const other = generateKeyPairSync('ed25519').privateKey;
    expect(verifyRun(payload, signatureOf(payload, other), trust)).toMatchObject({ ok: false });
    expect(verifyRun(payload, 'not base64 at all', trust)).toMatchObject({ ok: false });
    const forOther = { ...payload, nodeId: 4 };
    expect(verifyRun(forOther, signatureOf(forOther), trust)).toMatchObject({
      reason: 'The script was refused: it was signed for another device',
    });
    expect(verifyRun(payload, signatureOf(payload), { publicKey: undefined, nodeId: 3 })).toMatchObject({
      ok: false,
    });
  });
});
