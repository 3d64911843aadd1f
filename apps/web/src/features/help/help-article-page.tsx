// A help article page (/help/articles/:id), for links from outside the panel: its title and
// sanitised HTML as the server gives it.
import { useParams } from 'react-router-dom';
import './help.css';
import { HelpArticleContent } from './components/help-article-content.tsx';

export function HelpArticlePage() {
  const { id } = useParams();
  return <HelpArticleContent id={id} headingLevel={1} className="page" />;
}
