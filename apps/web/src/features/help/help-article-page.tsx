// A help article page (/help/articles/:id): its title and sanitised HTML as the server gives it.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import './help.css';
import { useHelpArticle } from './hooks/use-help-article.ts';

export function HelpArticlePage() {
  const { t, i18n } = useTranslation('help');
  const { id } = useParams();
  const article = useHelpArticle(id);

  if (article.notFound) {
    return (
      <section className="page">
        <h1>{t('articlePage.notFound')}</h1>
        <p>{t('articlePage.notFoundBody')}</p>
      </section>
    );
  }
  if (article.isError) {
    return (
      <section className="page card" role="alert">
        <p>{t('articlePage.loadFailed', { message: article.error.message })}</p>
        <button type="button" className="button" onClick={() => article.refetch()}>
          {t('articlePage.retry')}
        </button>
      </section>
    );
  }
  if (!article.data) return <Spinner label={t('articles.loading')} />;
  const { name, html, updatedAt } = article.data;
  const updated = new Date(updatedAt);
  return (
    <article className="page help-article">
      <h1>{name}</h1>
      {!Number.isNaN(updated.getTime()) && (
        <p className="help-article__meta">
          {t('articlePage.updated', {
            date: updated.toLocaleDateString(i18n.language, { dateStyle: 'long' }),
          })}
        </p>
      )}
      <div
        className="help-article__body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises article HTML before it answers
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
