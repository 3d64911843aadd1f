// Registers an API route from its domain contract: the contract's zod schemas validate the request,
// shape the answer and feed the OpenAPI document; the access rule says who may call it.
import type { Endpoint } from '@warden/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Access } from './access.ts';
import type { ScopedEntities, ScopeKind } from './scope/scope-kinds.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<E extends Endpoint> {
  params: E extends Endpoint<infer P> ? Out<P> : never;
  query: E extends Endpoint<z.ZodType, infer Q> ? Out<Q> : never;
  body: E extends Endpoint<z.ZodType, z.ZodType, infer B> ? Out<B> : never;
  /** The caller; only public routes may find it missing, and they do not read it. */
  auth: AuthContext;
  /** An entity the route's scope declaration names, already checked against the caller. */
  entity: <K extends ScopeKind>(kind: K) => NonNullable<ScopedEntities[K]>;
  /** The declared entities the request named; optional query or body fields may be absent. */
  scoped: ScopedEntities;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Result<E extends Endpoint> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;

export function route<E extends Endpoint>(
  app: FastifyInstance,
  contract: E,
  access: Access,
  handler: (ctx: RouteContext<E>) => Promise<Result<E>>,
): void {
  app.route({
    method: contract.method,
    url: contract.path,
    config: { access },
    schema: {
      summary: contract.summary,
      tags: contract.tags,
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { [contract.status ?? 200]: contract.response },
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        auth: request.auth as AuthContext,
        entity: (kind: ScopeKind) => scopedEntity(request, kind),
        scoped: request.scoped ?? {},
        request,
        reply,
      } as RouteContext<E>);
      reply.status(contract.status ?? 200);
      return result;
    },
  });
}

function scopedEntity<K extends ScopeKind>(request: FastifyRequest, kind: K): NonNullable<ScopedEntities[K]> {
  const row = request.scoped?.[kind];
  if (row === undefined) {
    throw new Error(
      `${request.method} ${request.routeOptions.url} reads a ${kind} its scope does not declare`,
    );
  }
  return row as NonNullable<ScopedEntities[K]>;
}
