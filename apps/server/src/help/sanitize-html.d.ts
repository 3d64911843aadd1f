// The part of sanitize-html's API this server uses (the package ships no type declarations).
declare module 'sanitize-html' {
  export interface SanitizeOptions {
    allowedTags?: string[] | false;
    allowedAttributes?: Record<string, string[]> | false;
    allowedSchemes?: string[];
    allowProtocolRelative?: boolean;
    transformTags?: Record<
      string,
      (
        tagName: string,
        attribs: Record<string, string>,
      ) => {
        tagName: string;
        attribs: Record<string, string>;
      }
    >;
  }

  function sanitizeHtml(dirty: string, options?: SanitizeOptions): string;
  namespace sanitizeHtml {
    const defaults: { allowedTags: string[]; allowedAttributes: Record<string, string[]> };
  }
  export default sanitizeHtml;
}
