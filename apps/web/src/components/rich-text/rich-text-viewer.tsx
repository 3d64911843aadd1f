// The read-only view of stored rich text (ticket comments): the editor's nodes, no toolbar, no editing.
// The HTML is cleaned under the same allow-list as in the editor before it is shown.
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import type { LexicalEditor } from 'lexical';
import { useState } from 'react';
import { editorNodes } from './editor-nodes.ts';
import { editorTheme } from './editor-theme.ts';
import { $importRichTextHtml } from './html-io.ts';
import { type RichTextServices, RichTextServicesContext } from './rich-text-services.ts';
import './rich-text.css';

const NO_SERVICES: RichTextServices = {};

function throwError(error: Error): never {
  throw error;
}

export function RichTextViewer({
  html,
  services = NO_SERVICES,
}: {
  html: string;
  services?: RichTextServices;
}) {
  // A new text is a new document: remounting reads it afresh.
  return (
    <RichTextServicesContext.Provider value={services}>
      <ViewerDocument key={html} html={html} />
    </RichTextServicesContext.Provider>
  );
}

function ViewerDocument({ html }: { html: string }) {
  const [initialConfig] = useState(() => ({
    namespace: 'warden-rich-text-viewer',
    theme: editorTheme,
    nodes: [...editorNodes],
    onError: throwError,
    editable: false,
    editorState: (editor: LexicalEditor) => $importRichTextHtml(editor, html),
  }));
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="rich-text rich-text--read-only">
        <RichTextPlugin
          contentEditable={<ContentEditable className="rich-text__content rich-text__content--read-only" />}
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
    </LexicalComposer>
  );
}
