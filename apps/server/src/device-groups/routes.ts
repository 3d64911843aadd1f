// Device group routes: list, one group, create, edit, delete and the group's members.
import { deviceGroupsApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { deviceGroupsPolicy as policy } from './policy.ts';
import { presentDeviceGroup } from './presenter.ts';
import * as groups from './service.ts';

export async function deviceGroupRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, api.list, policy.list, async ({ auth, query }) => groups.listDeviceGroups(db, auth, query));
  route(app, api.get, policy.get, async ({ entity }) => presentDeviceGroup(entity('deviceGroup')));
  route(app, api.create, policy.create, async ({ auth, body }) => groups.createDeviceGroup(db, auth, body));
  route(app, api.update, policy.update, async ({ auth, params, body }) =>
    groups.updateDeviceGroup(db, auth, params.id, body),
  );
  route(app, api.remove, policy.remove, async ({ params }) => groups.deleteDeviceGroup(db, params.id));
  route(app, api.members, policy.members, async ({ auth, entity, query }) =>
    groups.groupMembers(db, auth, entity('deviceGroup'), query),
  );
}
