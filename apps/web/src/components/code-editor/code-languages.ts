// Which syntax each code language gets: the legacy stream modes of CodeMirror where one exists. Batch
// has no published CodeMirror mode, so it shows as plain text.
import { StreamLanguage, type StreamParser } from '@codemirror/language';
import { powerShell } from '@codemirror/legacy-modes/mode/powershell';
import { python } from '@codemirror/legacy-modes/mode/python';
import { shell } from '@codemirror/legacy-modes/mode/shell';
import { vbScript } from '@codemirror/legacy-modes/mode/vbscript';
import type { Extension } from '@codemirror/state';

export const codeLanguages = ['shell', 'powershell', 'python', 'vbscript', 'batch', 'plain'] as const;
export type CodeLanguage = (typeof codeLanguages)[number];

const parsers: Partial<Record<CodeLanguage, StreamParser<unknown>>> = {
  shell,
  powershell: powerShell,
  python,
  vbscript: vbScript,
};

const built = new Map<CodeLanguage, Extension>();

/** The language extension, built once per language; [] when the language has no highlighting. */
export function languageExtension(language: CodeLanguage): Extension {
  const parser = parsers[language];
  if (!parser) return [];
  let extension = built.get(language);
  if (!extension) {
    extension = StreamLanguage.define(parser);
    built.set(language, extension);
  }
  return extension;
}

/** Whether the language gets syntax highlighting (Batch does not). */
export function hasHighlighting(language: CodeLanguage): boolean {
  return parsers[language] !== undefined;
}
