// Help centre routes: article search, suggestions and reading, the tooltip flag, help settings,
// support requests, the academy link and demo requests.
import { helpApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { attachmentsDir } from '../attachments/attachment-store.ts';
import { nowIso } from '../db/database.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { route } from '../http/route.ts';
import { outboxIsDelivery } from '../mail/mail-env.ts';
import { mailerFor } from '../mail/mailer.ts';
import { getDivisionConfig } from '../settings/division-service.ts';
import { academyBaseUrl, academyLoginUrl, configuredAcademyUrl } from './academy-link.ts';
import { requestDemo } from './demo-request-service.ts';
import { setUpHelpCentre } from './help-centre-setup.ts';
import { getHelpSettings, updateHelpSettings } from './help-settings-service.ts';
import { helpPolicy } from './policy.ts';
import { SmtpSupportDestination } from './support-destination.ts';
import { SupportRequestLimiter } from './support-request-limit.ts';
import { submitSupportRequest } from './support-request-service.ts';

export async function helpRoutes(app: FastifyInstance) {
  const helpCentre = await setUpHelpCentre(app);
  const mailer = mailerFor(app);
  const destination = new SmtpSupportDestination(mailer, { outboxIsDelivery: outboxIsDelivery() });
  const academyUrl = configuredAcademyUrl();
  const supportRequestLimiter = new SupportRequestLimiter(app.db);

  route(app, helpApi.searchArticles, helpPolicy.searchArticles, async ({ query }) => ({
    results: await helpCentre.search(query.query, query.locale),
  }));

  route(app, helpApi.suggestedArticles, helpPolicy.suggestedArticles, async ({ query }) => ({
    results: await helpCentre.suggested(query.path, query.locale),
  }));

  route(app, helpApi.getArticle, helpPolicy.getArticle, async ({ params, query }) => {
    const article = await helpCentre.get(params.id, query.locale);
    if (!article) throw notFound('Help article');
    return article;
  });

  route(app, helpApi.hideTooltip, helpPolicy.hideTooltip, async ({ auth }) => {
    await app.db.kysely
      .updateTable('users')
      .set({ hide_help_tooltip: 1, updated_at: nowIso() })
      .where('id', '=', auth.user.id)
      .execute();
    return { ok: true as const };
  });

  route(app, helpApi.getHelpSettings, helpPolicy.getHelpSettings, async () => getHelpSettings(app.db));
  route(app, helpApi.updateHelpSettings, helpPolicy.updateHelpSettings, async ({ body }) =>
    updateHelpSettings(app.db, body),
  );

  route(app, helpApi.submitSupportRequest, helpPolicy.submitSupportRequest, async ({ body, auth, request }) =>
    supportRequestLimiter.run(auth.user.id, () =>
      submitSupportRequest(
        { db: app.db, dir: attachmentsDir(app.config.dataDir), destination, log: request.log },
        auth,
        body,
      ),
    ),
  );

  route(app, helpApi.academyLoginUrl, helpPolicy.academyLoginUrl, async ({ auth }) => {
    const { features } = await getDivisionConfig(app.db);
    const base = academyBaseUrl(academyUrl, features.academy);
    if (!base) {
      throw new ApiError(
        503,
        'INTERNAL',
        'The academy is not available: no academy address is configured and the academy feature is off.',
      );
    }
    return { absoluteLoginUrl: academyLoginUrl(base, app.secrets.signingKey, auth.user) };
  });

  route(app, helpApi.requestDemo, helpPolicy.requestDemo, async ({ params, body, auth, request }) => {
    await requestDemo({ db: app.db, mailer, log: request.log }, auth, { key: params.key, ...body });
    return { ok: true as const };
  });
}
