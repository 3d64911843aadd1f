// The template library (/editor/templateScript and /editor/templateScript/:id): the starter scripts
// shipped with the server, filtered by source, operating system and name; the chosen one shown beside
// the list, and 'Use template' adds it to the library and opens it in the editor.
import type { ScriptTemplateQuery } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate, useParams } from 'react-router-dom';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useDebouncedValue } from '../../components/use-debounced-value/use-debounced-value.ts';
import { useSession } from '../auth/hooks/use-session.ts';
import { TemplateFilterBar } from './components/template-filter-bar.tsx';
import { TemplateView } from './components/template-view.tsx';
import { useTemplate, useTemplates, useUseTemplate } from './hooks/use-templates.ts';
import { scriptEditorPath, scriptLibraryPath, templatePath } from './script-routes.ts';
import './scripts.css';

export function ScriptTemplatesPage() {
  const { t } = useTranslation('scripts');
  const id = useParams().id ?? null;
  const [filters, setFilters] = useState<ScriptTemplateQuery>({});
  const query = useDebouncedValue(filters);
  const templates = useTemplates({ ...query, script: query.script?.trim() || undefined });
  return (
    <section className="page script-templates">
      <header className="page__header">
        <h1>{t('templates.title')}</h1>
        <Link className="button" to={scriptLibraryPath}>
          {t('templates.backToLibrary')}
        </Link>
      </header>
      <TemplateFilterBar filters={filters} onChange={setFilters} />
      <div className="script-templates__body">
        <nav className="script-templates__list" aria-label={t('templates.listLabel')}>
          {templates.isPending && <Spinner label={t('templates.loading')} />}
          {templates.isError && <p role="alert">{t('templates.loadFailed')}</p>}
          {templates.isSuccess && templates.data.length === 0 && <p>{t('templates.empty')}</p>}
          <ul>
            {(templates.data ?? []).map((template) => (
              <li key={template.id}>
                <NavLink to={templatePath(template.id)}>{template.name}</NavLink>
                <span className="script-templates__meta">
                  {t(`languages.${template.language}`)} ·{' '}
                  {template.operatingSystems.map((os) => t(`operatingSystems.${os}`)).join(', ')}
                </span>
              </li>
            ))}
          </ul>
        </nav>
        <div className="script-templates__detail">
          {id === null ? <p>{t('templates.choose')}</p> : <TemplateDetail key={id} id={id} />}
        </div>
      </div>
    </section>
  );
}

function TemplateDetail({ id }: { id: string }) {
  const { t } = useTranslation('scripts');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const canManage = useSession().permissions.canManageScripts;
  const template = useTemplate(id);
  const use = useUseTemplate();
  if (template.isError) return <p role="alert">{t('templates.notFound')}</p>;
  if (!template.data) return <Spinner label={t('templates.loading')} />;
  return (
    <>
      {canManage && (
        <div className="script-templates__use">
          <button
            type="button"
            className="button button--primary"
            disabled={use.isPending}
            onClick={() =>
              use.mutate({ id, body: {} }, { onSuccess: (script) => navigate(scriptEditorPath(script.id)) })
            }
          >
            {t('templates.use')}
          </button>
          {use.error && (
            <p role="alert" className="form-error">
              {errorMessage(use.error)}
            </p>
          )}
        </div>
      )}
      <TemplateView template={template.data} />
    </>
  );
}
