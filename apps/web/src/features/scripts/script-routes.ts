// The console addresses of the script library, its editor and the template library.
import type { ScriptLanguage } from '@warden/domain';
import type { CodeLanguage } from '../../components/code-editor/code-editor-lazy.tsx';

/** The library's one section of /administration/library/scripting/:page. */
export const LIBRARY_PAGE = 'scripts';
export const scriptLibraryPath = `/administration/library/scripting/${LIBRARY_PAGE}`;
export const scriptEditorPath = (id: number | 'new') => `/editor/script/${id}`;
export const templateLibraryPath = '/editor/templateScript';
export const templatePath = (id: string) => `/editor/templateScript/${id}`;

/** The editor's syntax for each script language. */
export const codeLanguageOf: Record<ScriptLanguage, CodeLanguage> = {
  POWERSHELL: 'powershell',
  BATCH: 'batch',
  VBSCRIPT: 'vbscript',
  SHELL: 'shell',
  PYTHON: 'python',
};
