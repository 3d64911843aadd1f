// Installation secrets (cookie signing, link signing, master key, script signing), made on first start
// and kept under DATA_DIR so that restarts keep sessions, encrypted data and enrolled agents working.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  cookieSecret: string;
  signingKey: string;
  masterKey: string;
  /** Ed25519 private key (PKCS#8 DER, base64) that signs script runs; agents get its public half. */
  scriptSigningKey: string;
}

const newScriptSigningKey = () =>
  generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');

export function loadOrCreateSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true });
  const existing: Partial<Secrets> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const fromEnv = env.MASTER_KEY || undefined;
  const secrets: Secrets = {
    cookieSecret: existing.cookieSecret ?? randomBytes(32).toString('base64url'),
    signingKey: existing.signingKey ?? randomBytes(32).toString('base64url'),
    masterKey: fromEnv ?? existing.masterKey ?? randomBytes(32).toString('base64'),
    scriptSigningKey: existing.scriptSigningKey ?? newScriptSigningKey(),
  };
  // A master key given in the environment stays out of the file, which backups of DATA_DIR copy.
  const fileMasterKey = fromEnv ? existing.masterKey : secrets.masterKey;
  const stored = {
    cookieSecret: secrets.cookieSecret,
    signingKey: secrets.signingKey,
    scriptSigningKey: secrets.scriptSigningKey,
    ...(fileMasterKey ? { masterKey: fileMasterKey } : {}),
  };
  if (Object.keys(stored).some((k) => !(k in existing))) {
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return secrets;
}
