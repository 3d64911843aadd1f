// The only entry features import: CodeMirror and its language modes load in a chunk of their own on
// first use, so they never weigh on the console's first load.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner/spinner.tsx';
import type { CodeEditorProps } from './code-editor.tsx';

export type { CodeEditorProps } from './code-editor.tsx';
export type { CodeLanguage } from './code-languages.ts';

const CodeEditor = lazy(() => import('./code-editor.tsx').then((m) => ({ default: m.CodeEditor })));

export function LazyCodeEditor(props: CodeEditorProps) {
  const { t } = useTranslation('widgets');
  return (
    <Suspense fallback={<Spinner label={t('codeEditor.loading')} />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
