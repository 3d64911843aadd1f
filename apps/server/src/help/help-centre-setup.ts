// Chooses the help centre at start: an external one when HELP_CENTRE_URL is set, otherwise the
// built-in articles, indexed from HELP_ARTICLES_DIR (default docs/help) before the server answers.
import type { FastifyInstance } from 'fastify';
import { defaultArticlesDir, loadArticleFiles } from './article-files.ts';
import { indexArticles } from './article-index.ts';
import { BuiltinHelpCentre } from './builtin-help-centre.ts';
import type { HelpCentreProvider } from './help-centre-provider.ts';
import { ZendeskHelpCentre } from './zendesk-help-centre.ts';

export async function setUpHelpCentre(
  app: FastifyInstance,
  env: NodeJS.ProcessEnv = process.env,
): Promise<HelpCentreProvider> {
  const dir = env.HELP_ARTICLES_DIR || defaultArticlesDir();
  const report = await indexArticles(app.db, await loadArticleFiles(dir));
  app.log.info({ dir, ...report }, 'help articles indexed');
  if (env.HELP_CENTRE_URL) return new ZendeskHelpCentre(env.HELP_CENTRE_URL);
  return new BuiltinHelpCentre(app.db);
}
