// A list of help articles; choosing one reads it in the panel, over the list.
import type { HelpArticle } from '@warden/domain';
import { useHelpPanel } from '../help-panel-context.tsx';

export function ArticleList({ articles, label }: { articles: HelpArticle[]; label: string }) {
  const { dispatch } = useHelpPanel();
  return (
    <ul className="help-articles" aria-label={label}>
      {articles.map((article) => (
        <li key={article.id} className="help-articles__item">
          <button
            type="button"
            className="button button--link help-articles__link"
            onClick={() => dispatch({ type: 'openArticle', id: article.id })}
          >
            {article.name}
          </button>
          {article.snippet && <p className="help-articles__snippet">{article.snippet}</p>}
        </li>
      ))}
    </ul>
  );
}
