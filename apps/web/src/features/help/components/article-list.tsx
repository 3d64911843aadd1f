// A list of help articles, each opening its article page.
import type { HelpArticle } from '@warden/domain';
import { Link } from 'react-router-dom';

export function ArticleList({ articles, label }: { articles: HelpArticle[]; label: string }) {
  return (
    <ul className="help-articles" aria-label={label}>
      {articles.map((article) => (
        <li key={article.id} className="help-articles__item">
          <Link to={`/help/articles/${article.id}`} className="help-articles__link">
            {article.name}
          </Link>
          {article.snippet && <p className="help-articles__snippet">{article.snippet}</p>}
        </li>
      ))}
    </ul>
  );
}
