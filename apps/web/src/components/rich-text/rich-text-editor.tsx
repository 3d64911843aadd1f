// The rich-text editor (spec 001): Lexical with the kit's toolbar and plugins. Stored HTML comes in
// cleaned under the domain allow-list and goes out with its links sanitised; images and mentions are
// on when the form passes the services they need.
import { AutoLinkPlugin } from '@lexical/react/LexicalAutoLinkPlugin';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { TablePlugin } from '@lexical/react/LexicalTablePlugin';
import { autoLinkMatchers, isValidLinkUrl, richTextLimits } from '@warden/domain';
import { type Ref, useState } from 'react';
import { editorNodes } from './editor-nodes.ts';
import { editorTheme } from './editor-theme.ts';
import { $importRichTextHtml } from './html-io.ts';
import { EditablePlugin } from './plugins/editable-plugin.tsx';
import { EditorHandlePlugin } from './plugins/editor-handle-plugin.tsx';
import { ImagesPlugin } from './plugins/images-plugin.tsx';
import { IndentPlugin } from './plugins/indent-plugin.tsx';
import { MentionsPlugin } from './plugins/mentions-plugin.tsx';
import { ValuePlugin } from './plugins/value-plugin.tsx';
import { type RichTextServices, RichTextServicesContext } from './rich-text-services.ts';
import { Toolbar } from './toolbar/toolbar.tsx';
import './rich-text.css';

export interface RichTextValue {
  html: string;
  text: string;
  /** True while an image is still being uploaded: the form must not submit then. */
  uploading: boolean;
}

export interface RichTextEditorHandle {
  insertText(text: string): void;
  focus(): void;
}

export interface RichTextEditorProps {
  label: string;
  /** Read at mount; remount with a new key to reset. */
  initialHtml?: string;
  onChange: (value: RichTextValue) => void;
  services?: RichTextServices;
  /** The attachment button is shown when given. */
  onAttach?: (files: File[]) => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  handleRef?: Ref<RichTextEditorHandle>;
}

const NO_SERVICES: RichTextServices = {};

/** Spec 001: the editor throws on internal errors rather than carry on with a broken document. */
function throwError(error: Error): never {
  throw error;
}

export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  services = NO_SERVICES,
  onAttach,
  placeholder,
  invalid = false,
  describedBy,
  disabled = false,
  handleRef,
}: RichTextEditorProps) {
  const [uploading, setUploading] = useState(false);
  const [initialConfig] = useState(() => ({
    namespace: 'warden-rich-text',
    theme: editorTheme,
    nodes: [...editorNodes],
    onError: throwError,
    editable: !disabled,
    editorState: initialHtml
      ? (editor: Parameters<typeof $importRichTextHtml>[0]) => $importRichTextHtml(editor, initialHtml)
      : undefined,
  }));
  const contentProps = {
    className: 'rich-text__content',
    'aria-label': label,
    'aria-multiline': true,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  } as const;
  const images = services.upload !== undefined;
  const mentions = services.searchMentions !== undefined;

  return (
    <RichTextServicesContext.Provider value={services}>
      <LexicalComposer initialConfig={initialConfig}>
        <div className={invalid ? 'rich-text rich-text--invalid' : 'rich-text'}>
          <Toolbar disabled={disabled} images={images} onAttach={onAttach} />
          <div className="rich-text__scroller" style={{ maxHeight: richTextLimits.editorMaxHeightPx }}>
            <RichTextPlugin
              contentEditable={
                placeholder ? (
                  <ContentEditable
                    {...contentProps}
                    aria-placeholder={placeholder}
                    placeholder={<div className="rich-text__placeholder">{placeholder}</div>}
                  />
                ) : (
                  <ContentEditable {...contentProps} />
                )
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
          </div>
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <IndentPlugin />
        <LinkPlugin validateUrl={isValidLinkUrl} />
        <AutoLinkPlugin matchers={autoLinkMatchers} />
        <TablePlugin />
        {images && <ImagesPlugin onUploadingChange={setUploading} />}
        {mentions && <MentionsPlugin />}
        <EditablePlugin editable={!disabled} />
        <EditorHandlePlugin handleRef={handleRef} />
        <ValuePlugin uploading={uploading} onChange={onChange} />
      </LexicalComposer>
    </RichTextServicesContext.Provider>
  );
}
