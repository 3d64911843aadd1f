// Signs script runs with the installation's Ed25519 key; the agent checks the signature with the
// public key it received at enrolment, so a body altered on the way (or not from this server) never runs.
import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { canonicalRunPayload, type ScriptRunPayload } from '@warden/domain';

export class RunSigner {
  private readonly privateKey: KeyObject;
  /** SPKI DER, base64: what enrolment hands to agents. */
  readonly publicKey: string;

  constructor(privateKeyPkcs8Base64: string) {
    this.privateKey = createPrivateKey({
      key: Buffer.from(privateKeyPkcs8Base64, 'base64'),
      format: 'der',
      type: 'pkcs8',
    });
    this.publicKey = createPublicKey(this.privateKey)
      .export({ format: 'der', type: 'spki' })
      .toString('base64');
  }

  sign(payload: ScriptRunPayload): string {
    return sign(null, Buffer.from(canonicalRunPayload(payload), 'utf8'), this.privateKey).toString('base64');
  }
}

const signers = new Map<string, RunSigner>();

/** The signer of an installation's key, made once per process. */
export function runSignerFor(secrets: { scriptSigningKey: string }): RunSigner {
  let signer = signers.get(secrets.scriptSigningKey);
  if (!signer) {
    signer = new RunSigner(secrets.scriptSigningKey);
    signers.set(secrets.scriptSigningKey, signer);
  }
  return signer;
}
