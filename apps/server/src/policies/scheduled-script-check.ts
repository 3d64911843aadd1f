// A policy's scheduled scripts are checked when saved, as a scheduled task's are: the script must
// exist and the values must pass its own variable schema, or a 400 names each wrong field.
import { type ScheduledScriptItem, scriptVariableValuesSchema } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/api-error.ts';
import { findScript } from '../scripts/script-queries.ts';

/** `items` by the field path each is saved under (e.g. 'value' or 'overrides.scheduledScripts.k'). */
export async function checkScheduledScripts(db: Db, items: Record<string, ScheduledScriptItem>) {
  const fields: Record<string, string> = {};
  for (const [path, item] of Object.entries(items)) {
    const script = await findScript(db, item.scriptId);
    if (!script) {
      fields[`${path}.scriptId`] = 'Unknown script';
      continue;
    }
    const parsed = scriptVariableValuesSchema(script.variables).safeParse(item.variables);
    if (parsed.success) continue;
    for (const issue of parsed.error.issues)
      fields[[path, 'variables', ...issue.path.map(String)].join('.')] ??= issue.message;
  }
  if (Object.keys(fields).length) {
    throw badRequest(`Invalid scheduled script: ${Object.keys(fields).join(', ')}`, fields);
  }
}
