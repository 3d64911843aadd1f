// The rich-text editor's rules (spec 001, sections 3 to 9): limits, links, mentions, images, attachments,
// colours, tables and the HTML allow-list.
export * from './attachment-rules.ts';
export * from './colors.ts';
export * from './html-allow-list.ts';
export * from './images.ts';
export * from './inline-images.ts';
export * from './limits.ts';
export * from './links.ts';
export * from './mention-candidate.ts';
export * from './mention-trigger.ts';
export * from './plain-text-html.ts';
export * from './rich-text-empty.ts';
export * from './rtf-pictures.ts';
export * from './table-insert.ts';
