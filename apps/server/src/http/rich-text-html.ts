// The one sanitiser for rich text the server stores or mails: sanitize-html applying the domain's
// allow-list (the console applies the same list with DOMPurify). It fails closed: a link the domain's
// URL rule refuses points at about:blank, an image that is not an upload's cid: goes whole, and a
// style keeps only the properties and values the list names.
import { richTextHtmlAllowList, sanitizeLinkUrl } from '@warden/domain';
import sanitizeHtml from 'sanitize-html';

/** An upload token (base64url) as an inline image names it: `cid:TOKEN`. */
const CID = /^cid:([A-Za-z0-9_-]{1,100})$/;

export function contentIdOf(src: string | undefined): string | null {
  return CID.exec(src ?? '')?.[1] ?? null;
}

// Tags whose content is not text to keep when the tag itself goes: their inside is code, markup
// another parser reads differently (the root of mutation XSS), or a form's options.
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'plaintext',
  'template',
  'title',
  'iframe',
  'object',
  'applet',
  'svg',
  'math',
];

const { tags, attributes, styles, linkSchemes, imageSchemes } = richTextHtmlAllowList;

const mutable = <T>(record: Readonly<Record<string, readonly T[]>>) =>
  Object.fromEntries(Object.entries(record).map(([key, list]) => [key, [...list]]));

const allowedStyles = Object.fromEntries(
  Object.entries(styles).map(([tag, rules]) => [tag, mutable<RegExp>(rules)]),
);

/** What an inline image's content id becomes: the id it keeps or takes, or null to drop the image. */
export type ImageSource = (contentId: string) => string | null;

function options(imageSource: ImageSource): sanitizeHtml.IOptions {
  return {
    allowedTags: [...tags],
    allowedAttributes: mutable<string>(attributes),
    allowedStyles,
    allowedSchemes: [...linkSchemes],
    // about: only ever as the about:blank the link rule gives a refused URL.
    allowedSchemesByTag: { a: [...linkSchemes, 'about'], img: [...imageSchemes] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    transformTags: {
      // A link allows href, target and rel only; the last two are always these, in this order, so a
      // second pass gives the same text.
      a: (tagName, { href }) => ({
        tagName,
        attribs: {
          ...(href === undefined ? {} : { href: sanitizeLinkUrl(href) }),
          target: '_blank',
          rel: 'noopener noreferrer',
        },
      }),
      img: (tagName, { src, ...rest }) => {
        const contentId = contentIdOf(src);
        const source = contentId === null ? null : imageSource(contentId);
        return { tagName, attribs: source === null ? rest : { src: `cid:${source}`, ...rest } };
      },
    },
    // An image left without an upload's cid (refused, dropped, or never one) goes whole.
    exclusiveFilter: (frame) => frame.tag === 'img' && contentIdOf(frame.attribs.src) === null,
  };
}

const anyUpload = options((contentId) => contentId);

/**
 * Rich text as it may be stored or mailed. Any image that names an upload by cid stays, unless
 * `imageSource` drops it or gives it another content id (a comment keeps only the uploads it claims;
 * a mail names its own inline parts).
 */
export function sanitizeRichTextHtml(html: string, imageSource?: ImageSource): string {
  return sanitizeHtml(html, imageSource ? options(imageSource) : anyUpload);
}
