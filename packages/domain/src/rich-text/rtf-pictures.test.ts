// Pictures pasted from Word: png and jpeg \pict groups become images; metafiles and duplicates do not.
import { describe, expect, it } from 'vitest';
import { extractRtfPictures, rtfPictureBytes } from './rtf-pictures.ts';

/** A 1x1 PNG, as Word writes it: lower-case hex wrapped at 128 characters, with \r\n line breaks. */
const PNG_HEX =
  '89504e470d0a1a0a0000000d4948445200000001000000010804000000b51c0c020000000b4944415478da6364600000000600023081d02f0000000049454e44ae426082';
const JPEG_HEX =
  'ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912ffd9';
const WMF_HEX = '010009000003a20000000000';

function wrap(hex: string, width: number): string {
  return hex.match(new RegExp(`.{1,${width}}`, 'g'))!.join('\r\n');
}

/** The clipboard RTF Word (16.0) writes for "Before <png> middle <jpeg> after <emf>". */
const WORD_RTF = [
  '{\\rtf1\\adeflang1025\\ansi\\ansicpg1252\\uc1\\adeff31507\\deff0\\stshfdbch31505\\stshfloch31506',
  '{\\fonttbl{\\f0\\fbidi \\froman\\fcharset0\\fprq2{\\*\\panose 02020603050405020304}Times New Roman;}}',
  '{\\colortbl;\\red0\\green0\\blue0;}{\\*\\generator Microsoft Word 16.0;}',
  "\\pard\\plain \\ltrpar\\ql \\li0\\ri0\\sa160\\sl259\\slmult1 {\\rtlch\\fcs1 \\af31507 \\ltrch\\fcs0 \\insrsid1 Before caf\\'e9 }",
  '{\\rtlch\\fcs1 \\af31507 \\ltrch\\fcs0 \\insrsid1 {\\*\\shppict{\\pict{\\*\\picprop\\shplid1025{\\sp{\\sn shapeType}{\\sv 75}}',
  '{\\sp{\\sn fFlipH}{\\sv 0}}{\\sp{\\sn pibName}{\\sv image1.png}}{\\sp{\\sn fLayoutInCell}{\\sv 1}}}',
  '\\picscalex100\\picscaley100\\piccropl0\\piccropr0\\piccropt0\\piccropb0\\picw26\\pich26\\picwgoal15\\pichgoal15\\pngblip',
  '\\bliptag-1712413338{\\*\\blipuid 99eef9e6b3a8a1fbbd1c7d1c2a1b3e4f}',
  wrap(PNG_HEX, 64),
  '}}{\\nonshppict{\\pict\\picscalex100\\picscaley100\\piccropl0\\piccropr0\\piccropt0\\piccropb0\\picw26\\pich26',
  '\\picwgoal15\\pichgoal15\\wmetafile8\\bliptag-1712413338\\blipupi96{\\*\\blipuid 99eef9e6b3a8a1fbbd1c7d1c2a1b3e4f}',
  wrap(WMF_HEX, 8),
  '}}} middle ',
  '{\\*\\shppict{\\pict{\\*\\picprop\\shplid1026{\\sp{\\sn shapeType}{\\sv 75}}}\\picscalex100\\picscaley100',
  '\\picw1000\\pich800\\picwgoal567\\pichgoal454\\jpegblip\\bliptag255{\\*\\blipuid 000000ff000000ff000000ff000000ff}',
  wrap(JPEG_HEX.toUpperCase(), 32),
  '}}{\\nonshppict{\\pict\\picw1000\\pich800\\picwgoal567\\pichgoal454\\pngblip\\bliptag255 ',
  wrap(PNG_HEX, 64),
  '}} after ',
  '{\\*\\shppict{\\pict\\picw10\\pich10\\emfblip\\bliptag7 0100000088000000}}',
  '{\\pict\\picw10\\pich10\\wmetafile8 ',
  WMF_HEX,
  '}\\par }}',
].join('\r\n');

describe('extractRtfPictures', () => {
  it('reads the png and jpeg pictures of a Word document, once each, in order', () => {
    expect(extractRtfPictures(WORD_RTF)).toEqual([
      { hex: PNG_HEX, type: 'png' },
      { hex: JPEG_HEX, type: 'jpeg' },
    ]);
  });

  it('takes a picture outside \\shppict too (WordPad writes bare \\pict groups)', () => {
    const rtf = `{\\rtf1\\ansi{\\pict\\pngblip\\picw1\\pich1 ${PNG_HEX}}}`;
    expect(extractRtfPictures(rtf)).toEqual([{ hex: PNG_HEX, type: 'png' }]);
  });

  it('reads a picture written as \\bin raw bytes', () => {
    const raw = String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x7b, 0x7d);
    const rtf = `{\\rtf1{\\pict\\pngblip\\bin6 ${raw}}}`;
    expect(extractRtfPictures(rtf)).toEqual([{ hex: '89504e477b7d', type: 'png' }]);
  });

  it('finds nothing in RTF without pictures, in plain text, or in a truncated picture', () => {
    expect(extractRtfPictures('{\\rtf1\\ansi Hello {\\b world}\\par}')).toEqual([]);
    expect(extractRtfPictures('just text')).toEqual([]);
    expect(extractRtfPictures('{\\rtf1{\\pict\\pngblip 89504')).toEqual([]);
    expect(extractRtfPictures('')).toEqual([]);
  });
});

describe('rtfPictureBytes', () => {
  it('turns the hex into bytes', () => {
    const bytes = rtfPictureBytes({ hex: PNG_HEX, type: 'png' });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes).toHaveLength(PNG_HEX.length / 2);
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(bytes[bytes.length - 1]).toBe(0x82);
  });
});
