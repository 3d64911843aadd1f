// Health and API description calls.
import { z } from 'zod';
import { endpoint } from '../http/endpoint.ts';

export const systemApi = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'Answers once the database is migrated and the server is ready',
    tags: ['system'],
    response: z.object({ status: z.literal('ok') }),
  }),
};
