// The administrators' view of background work: each task's last run, next run and failures.
import { backgroundApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { backgroundPolicy } from './policy.ts';
import { presentBackgroundTask } from './presenter.ts';
import { listTasks } from './task-store.ts';

export async function backgroundRoutes(app: FastifyInstance) {
  route(app, backgroundApi.list, backgroundPolicy.list, async () => {
    const now = new Date();
    return (await listTasks(app.db)).map((row) => presentBackgroundTask(row, now));
  });
}
