// The fixed vocabularies of a script record: languages, platforms, run-as modes and variable types.
import { z } from 'zod';

export const scriptLanguages = ['POWERSHELL', 'BATCH', 'VBSCRIPT', 'SHELL', 'PYTHON'] as const;
export const scriptLanguageSchema = z.enum(scriptLanguages);
export type ScriptLanguage = z.infer<typeof scriptLanguageSchema>;

export const scriptOperatingSystems = ['WINDOWS', 'LINUX', 'MAC'] as const;
export const scriptOperatingSystemSchema = z.enum(scriptOperatingSystems);
export type ScriptOperatingSystem = z.infer<typeof scriptOperatingSystemSchema>;

export const scriptArchitectures = ['X86', 'X64', 'ARM64'] as const;
export const scriptArchitectureSchema = z.enum(scriptArchitectures);
export type ScriptArchitecture = z.infer<typeof scriptArchitectureSchema>;

export const scriptRunAsModes = ['SYSTEM', 'LOGGED_IN_USER'] as const;
export const scriptRunAsSchema = z.enum(scriptRunAsModes);
export type ScriptRunAs = z.infer<typeof scriptRunAsSchema>;

export const scriptVariableTypes = [
  'TEXT',
  'INTEGER',
  'DECIMAL',
  'CHECKBOX',
  'DATE',
  'DATETIME',
  'DROPDOWN',
  'IPADDRESS',
] as const;
export const scriptVariableTypeSchema = z.enum(scriptVariableTypes);
export type ScriptVariableType = z.infer<typeof scriptVariableTypeSchema>;

/**
 * Where each language can run: Batch and VBScript need Windows' own hosts, a shell script needs a
 * POSIX shell; PowerShell (pwsh) and Python exist everywhere.
 */
export const LANGUAGE_OPERATING_SYSTEMS: Record<ScriptLanguage, readonly ScriptOperatingSystem[]> = {
  POWERSHELL: ['WINDOWS', 'LINUX', 'MAC'],
  BATCH: ['WINDOWS'],
  VBSCRIPT: ['WINDOWS'],
  SHELL: ['LINUX', 'MAC'],
  PYTHON: ['WINDOWS', 'LINUX', 'MAC'],
};
