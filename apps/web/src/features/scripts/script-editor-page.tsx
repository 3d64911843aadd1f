// The script editor (/editor/script/:id, 'new' for a new script): loads the script, then the form;
// a new script opens in its own editor once saved. Without canManageScripts the script is read-only.
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { ScriptEditorForm } from './components/script-editor-form.tsx';
import { blankScript, scriptToForm } from './components/script-form-values.ts';
import { useSaveScript, useScript } from './hooks/use-scripts.ts';
import { scriptEditorPath, scriptLibraryPath } from './script-routes.ts';
import './scripts.css';

function scriptId(param: string | undefined): number | 'new' | null {
  if (param === 'new') return 'new';
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function ScriptEditorPage() {
  const { t } = useTranslation('scripts');
  const id = scriptId(useParams().id);
  const script = useScript(typeof id === 'number' ? id : null);
  if (id === null || script.isError) {
    return (
      <section className="page">
        <p role="alert">{t('editor.notFound')}</p>
      </section>
    );
  }
  if (id !== 'new' && !script.data) return <Spinner label={t('editor.loading')} />;
  return <ScriptEditor key={id} id={id === 'new' ? null : id} />;
}

function ScriptEditor({ id }: { id: number | null }) {
  const { t } = useTranslation('scripts');
  const navigate = useNavigate();
  const editable = useSession().permissions.canManageScripts;
  const script = useScript(id);
  const save = useSaveScript(id);
  const initial = script.data ? scriptToForm(script.data) : blankScript();
  return (
    <section className="page script-editor-page">
      <header className="page__header">
        <h1>{script.data ? t('editor.editTitle', { name: script.data.name }) : t('editor.newTitle')}</h1>
      </header>
      <ScriptEditorForm
        initial={initial}
        editable={editable}
        onSave={(body) => save.mutateAsync(body)}
        onSaved={(saved) => {
          if (id === null) navigate(scriptEditorPath(saved.id), { replace: true });
        }}
        onCancel={() => navigate(scriptLibraryPath)}
      />
    </section>
  );
}
