// One template as the library shows it before use: its record, its variables and its body, read-only.
import type { ScriptTemplate } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { LazyCodeEditor } from '../../../components/code-editor/code-editor-lazy.tsx';
import { codeLanguageOf } from '../script-routes.ts';

export function TemplateView({ template }: { template: ScriptTemplate }) {
  const { t } = useTranslation('scripts');
  const list = (values: readonly string[], key: 'operatingSystems' | 'architectures') =>
    values.map((v) => t(`${key}.${v}` as never)).join(', ');
  return (
    <article className="template-view" aria-labelledby="template-view-title">
      <h2 id="template-view-title">{template.name}</h2>
      {template.description && <p>{template.description}</p>}
      <dl className="template-view__facts">
        <dt>{t('templates.source')}</dt>
        <dd>{t(`templates.sources.${template.source}`)}</dd>
        <dt>{t('editor.language')}</dt>
        <dd>{t(`languages.${template.language}`)}</dd>
        <dt>{t('editor.operatingSystems')}</dt>
        <dd>{list(template.operatingSystems, 'operatingSystems')}</dd>
        <dt>{t('editor.architectures')}</dt>
        <dd>{list(template.architectures, 'architectures')}</dd>
        <dt>{t('editor.runAs')}</dt>
        <dd>{t(`runAs.${template.runAs}`)}</dd>
        <dt>{t('editor.timeout')}</dt>
        <dd>{template.timeoutSeconds}</dd>
      </dl>
      <h3>{t('editor.variables.title')}</h3>
      {template.variables.length === 0 ? (
        <p>{t('editor.variables.none')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('editor.variables.name')}</th>
              <th scope="col">{t('templates.variableName')}</th>
              <th scope="col">{t('editor.variables.type')}</th>
              <th scope="col">{t('editor.variables.required')}</th>
              <th scope="col">{t('editor.variables.description')}</th>
            </tr>
          </thead>
          <tbody>
            {template.variables.map((v) => (
              <tr key={v.calculatedName}>
                <td>{v.name}</td>
                <td>
                  <code>{v.calculatedName}</code>
                </td>
                <td>{t(`variableTypes.${v.type}`)}</td>
                <td>{v.required ? t('templates.yes') : t('templates.no')}</td>
                <td>{v.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t('editor.body')}</h3>
      <LazyCodeEditor
        value={template.body}
        language={codeLanguageOf[template.language]}
        label={t('editor.body')}
        readOnly
      />
    </article>
  );
}
