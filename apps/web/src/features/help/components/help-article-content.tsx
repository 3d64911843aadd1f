// One help article as the server gives it (title, date, sanitised HTML), with its loading, not-found
// and failure states; the article page and the help panel both show articles through it.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { useHelpArticle } from '../hooks/use-help-article.ts';

export interface HelpArticleContentProps {
  id: string | number | undefined;
  /** 1 on its own page; lower inside the panel, under the panel's title. */
  headingLevel: 1 | 3;
  className?: string;
}

export function HelpArticleContent({ id, headingLevel, className = '' }: HelpArticleContentProps) {
  const { t, i18n } = useTranslation('help');
  const article = useHelpArticle(id);
  const Heading = headingLevel === 1 ? 'h1' : 'h3';

  if (article.notFound) {
    return (
      <section className={className}>
        <Heading>{t('articlePage.notFound')}</Heading>
        <p>{t('articlePage.notFoundBody')}</p>
      </section>
    );
  }
  if (article.isError) {
    return (
      <section className={`${className} card`} role="alert">
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
    <article className={`${className} help-article`}>
      <Heading className="help-article__title">{name}</Heading>
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
