// The help desk configuration routes: statuses, attributes, forms, tags, end users and contacts, the
// ticketing settings with the mail health, and the requester picker.
import { ticketingConfigApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { mailDeps } from '../mail/mailer.ts';
import { inboundMailHealth } from '../tickets/inbound/inbound-health.ts';
import * as attributes from './attribute-service.ts';
import * as people from './end-user-service.ts';
import * as forms from './form-service.ts';
import { outboundHealth } from './mail-health.ts';
import { ticketingConfigPolicy as policy } from './policy.ts';
import { queryRequesters } from './requester-queries.ts';
import * as statuses from './status-service.ts';
import * as tags from './tag-service.ts';
import { getTicketingSettings, updateTicketingSettings } from './ticketing-settings.ts';

export async function ticketingConfigRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, api.statuses, policy.statuses, async () => statuses.statuses(db));
  route(app, api.createStatus, policy.createStatus, async ({ body }) => statuses.createStatus(db, body));
  route(app, api.updateStatus, policy.updateStatus, async ({ params, body }) =>
    statuses.updateStatus(db, params.id, body),
  );

  route(app, api.attributes, policy.attributes, async () => attributes.attributes(db));
  route(app, api.createAttribute, policy.createAttribute, async ({ body }) =>
    attributes.createAttribute(db, body),
  );
  route(app, api.updateAttribute, policy.updateAttribute, async ({ params, body }) =>
    attributes.updateAttribute(db, params.id, body),
  );

  route(app, api.forms, policy.forms, async () => forms.forms(db));
  route(app, api.createForm, policy.createForm, async ({ body }) => forms.createForm(db, body));
  route(app, api.updateForm, policy.updateForm, async ({ params, body }) =>
    forms.updateForm(db, params.id, body),
  );

  route(app, api.tags, policy.tags, async () => tags.tags(db));
  route(app, api.createTag, policy.createTag, async ({ body }) => tags.createTag(db, body.tag.name));

  route(app, api.settings, policy.settings, async () => getTicketingSettings(db));
  route(app, api.updateSettings, policy.updateSettings, async ({ body }) =>
    updateTicketingSettings(db, body),
  );
  route(app, api.mailHealth, policy.mailHealth, async () => ({
    outbound: await outboundHealth(db, mailDeps(app)),
    inbound: inboundMailHealth(app),
  }));

  route(app, api.endUsers, policy.endUsers, async ({ auth, query }) => people.listEndUsers(db, auth, query));
  route(app, api.createEndUser, policy.createEndUser, async ({ auth, body }) =>
    people.createEndUser(db, auth, body),
  );
  route(app, api.updateEndUser, policy.updateEndUser, async ({ auth, params, body }) =>
    people.updateEndUser(db, auth, params.id, body),
  );
  route(app, api.deleteEndUser, policy.deleteEndUser, async ({ params }) =>
    people.deleteEndUser(db, params.id),
  );
  route(app, api.requesters, policy.requesters, async ({ auth, query }) => queryRequesters(db, auth, query));
}
