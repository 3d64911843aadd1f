// Checks a run the server sent before anything of it runs: the Ed25519 signature over the canonical
// payload with the key this agent received at enrolment, and that the run is for this device.
import { createPublicKey, verify } from 'node:crypto';
import { canonicalRunPayload, type ScriptRunPayload } from '@warden/domain/agent';

export type Verdict = { ok: true } | { ok: false; reason: string };

export function verifyRun(
  payload: ScriptRunPayload,
  signature: string,
  trust: { publicKey: string | undefined; nodeId: number },
): Verdict {
  if (!trust.publicKey) {
    return {
      ok: false,
      reason: 'The agent has no script signing key; enrol the device again to run scripts',
    };
  }
  if (!signature) return { ok: false, reason: 'The script was refused: it is not signed' };
  let valid = false;
  try {
    const key = createPublicKey({ key: Buffer.from(trust.publicKey, 'base64'), format: 'der', type: 'spki' });
    valid = verify(
      null,
      Buffer.from(canonicalRunPayload(payload), 'utf8'),
      key,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    valid = false;
  }
  if (!valid)
    return { ok: false, reason: 'The script was refused: its signature does not match its content' };
  if (payload.nodeId !== trust.nodeId) {
    return { ok: false, reason: 'The script was refused: it was signed for another device' };
  }
  return { ok: true };
}
