// The script library tests' shared set-up: a fresh server, a technician who may only read the library
// and one who may change it (canManageScripts), made before a file's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';

export interface ScriptLibraryFixture {
  readonly t: TestApp;
  /** A technician with no permission: reading the library is open to every technician. */
  readonly reader: TestClient;
  readonly manager: TestClient;
}

/** Registers the file's set-up hooks; the fields are there once the file's tests run. */
export function useScriptLibrary(): ScriptLibraryFixture {
  let state: ScriptLibraryFixture | undefined;
  beforeAll(async () => {
    const t = await createTestApp();
    state = {
      t,
      reader: await t.admin.technicianWith([]),
      manager: await t.admin.technicianWith(['canManageScripts']),
    };
  });
  afterAll(async () => state?.t.close());
  const ready = () => {
    if (!state) throw new Error('the script library fixture is ready once the tests run');
    return state;
  };
  return {
    get t() {
      return ready().t;
    },
    get reader() {
      return ready().reader;
    },
    get manager() {
      return ready().manager;
    },
  };
}
