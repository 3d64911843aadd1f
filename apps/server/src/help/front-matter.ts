// Splits a Markdown file into its YAML front matter and body; the article loader checks the fields.
import { parse as parseYaml } from 'yaml';

export type FrontMatter = Record<string, unknown>;

export function parseFrontMatter(source: string): { data: FrontMatter; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n?---(?:\n|$)/.exec(text);
  if (!match) throw new Error('The file does not start with a front matter block (---)');
  let data: unknown;
  try {
    data = parseYaml(match[1]!) ?? {};
  } catch (err) {
    throw new Error(`Cannot read the front matter: ${(err as Error).message.split('\n')[0]}`);
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('The front matter must be a set of key: value lines');
  }
  return { data: data as FrontMatter, body: text.slice(match[0].length) };
}
