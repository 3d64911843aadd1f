// The upload tokens an HTML body shows inline: each <img src="cid:TOKEN">, once, in order.
// The HTML has already been through the allow-list, so a tag scanner that respects quoted values is enough
// here, and it keeps an HTML parser out of the console's bundle. Tokens are base64url, so a src holding
// anything else (an entity, a space) names no upload.
const IMG_TAG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const CID = /^\s*cid:([A-Za-z0-9_-]+)\s*$/i;

export function inlineContentIds(html: string): string[] {
  const ids = new Set<string>();
  for (const tag of html.matchAll(IMG_TAG)) {
    for (const attribute of tag[0].slice(4, -1).matchAll(ATTRIBUTE)) {
      if (attribute[1]!.toLowerCase() !== 'src') continue;
      const cid = CID.exec(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
      if (cid !== null) ids.add(cid[1]!);
      // The first src wins, as in an HTML parser.
      break;
    }
  }
  return [...ids];
}
