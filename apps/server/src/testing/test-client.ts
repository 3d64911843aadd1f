// A signed-in API caller for tests: keeps the session cookie and sends the CSRF token like the console.
import type { Permission } from '@warden/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createSession, SESSION_COOKIE } from '../auth/session-store.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class TestClient {
  private constructor(
    readonly app: FastifyInstance,
    readonly cookie: string,
    readonly csrfToken: string,
    readonly userId: number,
  ) {}

  static async signIn(app: FastifyInstance, email: string, password: string): Promise<TestClient> {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === 'warden_session');
    if (!cookie) throw new Error('no session cookie');
    const body = res.json();
    return new TestClient(app, `${cookie.name}=${cookie.value}`, body.csrfToken, body.user.id);
  }

  /** A new session for an existing user, made directly in the database (no password hashing). */
  static async forUser(app: FastifyInstance, userId: number): Promise<TestClient> {
    const { token, csrfToken } = await createSession(app.db, userId);
    return new TestClient(app, `${SESSION_COOKIE}=${token}`, csrfToken, userId);
  }

  /** The same session against another instance of the server (after a restart). */
  on(app: FastifyInstance): TestClient {
    return new TestClient(app, this.cookie, this.csrfToken, this.userId);
  }

  request(method: Method, url: string, payload?: unknown, extra: Partial<InjectOptions> = {}) {
    return this.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      ...extra,
      headers: { cookie: this.cookie, 'x-csrf-token': this.csrfToken, ...(extra.headers ?? {}) },
    });
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body ?? {});
  put = (url: string, body?: unknown) => this.request('PUT', url, body ?? {});
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body ?? {});
  delete = (url: string) => this.request('DELETE', url);

  /** Creates a role with exactly these permissions, a technician in it, and signs them in. */
  async technicianWith(
    permissions: Permission[],
    opts: { organizationIds?: number[]; email?: string } = {},
  ): Promise<TestClient> {
    const suffix = Math.random().toString(36).slice(2, 8);
    const role = await this.post('/api/technician-roles', {
      name: `Role ${suffix}`,
      permissions,
      allOrganizations: !opts.organizationIds,
      organizationIds: opts.organizationIds ?? [],
    });
    if (role.statusCode !== 201) throw new Error(`role: ${role.body}`);
    const email = opts.email ?? `tech-${suffix}@example.test`;
    const password = `password-${suffix}-long`;
    const tech = await this.post('/api/technicians', {
      email,
      firstName: 'Test',
      lastName: suffix,
      roleId: role.json().id,
      password,
    });
    if (tech.statusCode !== 201) throw new Error(`technician: ${tech.body}`);
    return TestClient.signIn(this.app, email, password);
  }
}
