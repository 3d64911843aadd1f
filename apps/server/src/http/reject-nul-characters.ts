// Refuses text holding NUL characters in a path parameter, query string or body. PostgreSQL cannot
// store or compare them and no field has a use for them, so both databases answer the same 400.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './api-error.ts';

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string[] => {
  const path: string[] = [];
  for (let v: Visit | null = visit; v?.parent; v = v.parent) path.push(v.key);
  return path.reverse();
};

/** The path to the first string (value or key) holding a NUL character, or undefined. */
export function findNulCharacter(root: unknown): string[] | undefined {
  // An explicit stack with parent links: a deeply nested body must cost neither the call stack
  // nor a copy of its path at every level.
  const stack: Visit[] = [{ value: root, key: '', parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(visit);
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      // Binary bodies (uploaded chunks) are bytes, not text: NUL is a byte like any other there, and
      // walking a megabyte byte by byte would cost seconds and gigabytes.
      for (const [key, child] of Object.entries(value)) {
        const next = { value: child, key, parent: visit };
        if (key.includes('\u0000')) return pathOf(next);
        stack.push(next);
      }
    }
  }
  return undefined;
}

export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = findNulCharacter(value);
      if (!path) continue;
      const field = path.join('.') || part;
      throw badRequest(`Invalid request: ${field}`, { [field]: 'Must not contain NUL characters' });
    }
  });
}
