// Which program runs a script of each language on this OS, and the file extension it expects.
import fs from 'node:fs';
import path from 'node:path';
import type { ScriptLanguage } from '@warden/domain/agent';

export interface Interpreter {
  command: string;
  /** Arguments before the script file's path. */
  args: string[];
  extension: string;
}

/** The first executable of that name on PATH, if any. */
export function onPath(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

const windows: Record<ScriptLanguage, Interpreter | string> = {
  POWERSHELL: {
    command: 'powershell.exe',
    args: ['-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass', '-File'],
    extension: '.ps1',
  },
  BATCH: { command: 'cmd.exe', args: ['/d', '/c'], extension: '.cmd' },
  VBSCRIPT: { command: 'cscript.exe', args: ['//NoLogo'], extension: '.vbs' },
  PYTHON: { command: 'python.exe', args: [], extension: '.py' },
  SHELL: 'Shell scripts run on Linux and macOS only',
};

function posix(language: ScriptLanguage): Interpreter | string {
  switch (language) {
    // bash where the device has it (most scripts are written for it), else the POSIX sh.
    case 'SHELL':
      return { command: onPath('bash') ? 'bash' : 'sh', args: [], extension: '.sh' };
    case 'PYTHON':
      return { command: 'python3', args: [], extension: '.py' };
    case 'POWERSHELL':
      return { command: 'pwsh', args: ['-NoProfile', '-NonInteractive', '-File'], extension: '.ps1' };
    case 'BATCH':
    case 'VBSCRIPT':
      return `${language === 'BATCH' ? 'Batch' : 'VBScript'} scripts run on Windows only`;
  }
}

/** The interpreter, or why this device cannot run the language. */
export function interpreterFor(language: ScriptLanguage, platform = process.platform): Interpreter | string {
  return platform === 'win32' ? windows[language] : posix(language);
}
