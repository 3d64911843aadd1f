// What the global set-up hands to the browser tests: where the server listens and who may sign in.
import { inject } from 'vitest';

export interface Credentials {
  email: string;
  password: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
  }
}

export interface TestServer {
  /** Origin of the running server, without a trailing slash. */
  baseUrl: string;
  admin: Credentials;
}

export function testServer(): TestServer {
  return {
    baseUrl: inject('baseUrl'),
    admin: { email: inject('adminEmail'), password: inject('adminPassword') },
  };
}
