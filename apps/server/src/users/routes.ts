// User picker routes.
import { usersApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { usersPolicy } from './policy.ts';
import { queryUsers } from './service.ts';

export async function userRoutes(app: FastifyInstance) {
  route(app, usersApi.query, usersPolicy.query, async ({ query }) => queryUsers(app.db, query));
}
