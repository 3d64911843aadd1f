// The only entry features import: the editor and viewer load in a chunk of their own on first use, so
// Lexical never weighs on the console's first load. With the division's wysiwyg_v3 flag off (spec 001,
// section 6) the editor is a plain text box and the viewer shows plain text.
import { featureFlagDefaults } from '@warden/domain';
import { lazy, Suspense, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../features/auth/hooks/use-session.ts';
import { Spinner } from '../spinner/spinner.tsx';
import { LegacyTextEditor, LegacyTextViewer } from './legacy-text.tsx';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import type { RichTextServices } from './rich-text-services.ts';

const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);
const RichTextViewer = lazy(() =>
  import('./rich-text-viewer.tsx').then((m) => ({ default: m.RichTextViewer })),
);

/** Whether the division uses the rich-text editor; outside a signed-in shell, the flag's default. */
export function useRichTextEnabled(): boolean {
  const session = useContext(SessionContext);
  return session?.divisionConfig.features.wysiwyg_v3 ?? featureFlagDefaults.wysiwyg_v3;
}

function Loading() {
  const { t } = useTranslation('richText');
  return <Spinner label={t('editor.loading')} />;
}

export function LazyRichTextEditor(props: RichTextEditorProps) {
  if (!useRichTextEnabled()) return <LegacyTextEditor {...props} />;
  return (
    <Suspense fallback={<Loading />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

export interface LazyRichTextViewerProps {
  html: string;
  services?: RichTextServices;
  /** The plain body, shown when rich text is off; without it the text is read out of the HTML. */
  text?: string;
}

export function LazyRichTextViewer({ html, services, text }: LazyRichTextViewerProps) {
  if (!useRichTextEnabled()) return <LegacyTextViewer html={html} text={text} />;
  return (
    <Suspense fallback={<Loading />}>
      <RichTextViewer html={html} services={services} />
    </Suspense>
  );
}
