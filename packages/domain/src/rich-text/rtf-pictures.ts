// Pictures inside RTF pasted from Word (spec 001, section 3): the hex data of each png or jpeg \pict group.
// Word writes every picture twice: in \*\shppict (the real picture) and again in \nonshppict (a metafile
// for old readers), so pictures under \nonshppict are skipped. Other formats (wmf, emf, pict) are skipped.
// RTF's grammar for this is small (groups, control words, text), so a short scanner reads it; no
// maintained RTF library extracts pictures without rendering the whole document.

export type RtfPicture = { hex: string; type: 'png' | 'jpeg' };

interface Group {
  /** The control words written directly in the group, in order ('*' for the \* marker). */
  words: string[];
  /** The group's own text, collected only inside \pict groups (the picture data). */
  data: string[];
  children: Group[];
}

const CONTROL_WORD = /\\([a-zA-Z]{1,32})(-?\d{1,10})? ?/y;
const PLAIN_TEXT = /[^{}\\]+/y;

function destination(group: Group): string | undefined {
  return group.words.find((w) => w !== '*');
}

function toHex(binary: string): string {
  let hex = '';
  for (let i = 0; i < binary.length; i++) hex += (binary.charCodeAt(i) & 0xff).toString(16).padStart(2, '0');
  return hex;
}

function parseGroups(rtf: string): Group {
  const root: Group = { words: [], data: [], children: [] };
  const stack: Group[] = [root];
  let i = 0;
  while (i < rtf.length) {
    const current = stack[stack.length - 1]!;
    const ch = rtf[i];
    if (ch === '{') {
      const group: Group = { words: [], data: [], children: [] };
      current.children.push(group);
      stack.push(group);
      i++;
    } else if (ch === '}') {
      if (stack.length > 1) stack.pop();
      i++;
    } else if (ch === '\\') {
      CONTROL_WORD.lastIndex = i;
      const word = CONTROL_WORD.exec(rtf);
      if (word === null) {
        // A control symbol: \* marks an optional destination; \'hh is one escaped character.
        if (rtf[i + 1] === '*') current.words.push('*');
        i += rtf[i + 1] === "'" ? 4 : 2;
        continue;
      }
      i = CONTROL_WORD.lastIndex;
      if (word[1] === 'bin' && word[2] !== undefined) {
        // \binN: N raw bytes follow, which may hold any character, braces included.
        const length = Math.max(0, Number(word[2]));
        if (destination(current) === 'pict') current.data.push(toHex(rtf.slice(i, i + length)));
        i += length;
      } else {
        current.words.push(word[1]!);
      }
    } else {
      PLAIN_TEXT.lastIndex = i;
      PLAIN_TEXT.exec(rtf);
      if (destination(current) === 'pict') current.data.push(rtf.slice(i, PLAIN_TEXT.lastIndex));
      i = PLAIN_TEXT.lastIndex;
    }
  }
  return root;
}

function collect(group: Group, into: RtfPicture[]): void {
  const name = destination(group);
  if (name === 'nonshppict') return;
  if (name === 'pict') {
    const type = group.words.includes('pngblip') ? 'png' : group.words.includes('jpegblip') ? 'jpeg' : null;
    const hex = group.data
      .join('')
      .replace(/[^0-9a-fA-F]/g, '')
      .toLowerCase();
    if (type !== null && hex.length > 0 && hex.length % 2 === 0) into.push({ hex, type });
    return;
  }
  for (const child of group.children) collect(child, into);
}

/** The png and jpeg pictures of an RTF document, in document order, each once. */
export function extractRtfPictures(rtf: string): RtfPicture[] {
  const pictures: RtfPicture[] = [];
  collect(parseGroups(rtf), pictures);
  return pictures;
}

/** The picture's bytes, ready to become a File of type image/png or image/jpeg. */
export function rtfPictureBytes(p: RtfPicture): Uint8Array {
  const hex = p.hex.replace(/[^0-9a-fA-F]/g, '');
  const bytes = new Uint8Array(Math.floor(hex.length / 2));
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
