// Splits a Markdown file into its front matter and body. The front matter is the small YAML subset
// the help articles use: `key: value`, `key: [a, b]` and block lists of `- item` lines.
export type FrontMatter = Record<string, string | string[]>;

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && (v[0] === '"' || v[0] === "'") && v.at(-1) === v[0]) return v.slice(1, -1);
  return v;
}

function inlineList(value: string): string[] {
  return value
    .slice(1, -1)
    .split(',')
    .map(unquote)
    .filter((item) => item !== '');
}

export function parseFrontMatter(source: string): { data: FrontMatter; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) throw new Error('The file does not start with a front matter block (---)');
  const data: FrontMatter = {};
  let listKey: string | undefined;
  for (const line of match[1]!.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const item = /^\s+-\s*(.*)$/.exec(line);
    if (item && listKey) {
      (data[listKey] as string[]).push(unquote(item[1]!));
      continue;
    }
    const pair = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`Cannot read front matter line "${line}"`);
    const [, key, rawValue] = pair as unknown as [string, string, string];
    const value = rawValue.trim();
    listKey = undefined;
    if (value === '') {
      data[key] = [];
      listKey = key;
    } else if (value.startsWith('[') && value.endsWith(']')) {
      data[key] = inlineList(value);
    } else {
      data[key] = unquote(value);
    }
  }
  return { data, body: text.slice(match[0].length) };
}
