// How a template is written in the server's source: its slug, its author and an editor input, which
// the library checks with the same schema as a technician's script.
import type { ScriptInput, ScriptTemplateSource } from '@warden/domain';

export interface TemplateSource {
  id: string;
  source: ScriptTemplateSource;
  input: ScriptInput;
}
