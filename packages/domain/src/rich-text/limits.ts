// The rich-text editor's numeric limits (spec 001, sections 5 and 9), shared by the console and the server.

export const richTextLimits = {
  editorMaxHeightPx: 450,
  maxListIndent: 5,
  table: { minRows: 1, maxRows: 50, minColumns: 1, maxColumns: 10, defaultRows: 5, defaultColumns: 5 },
  image: { minPx: 100, defaultWidth: 200, defaultHeight: 100, edgeGapPx: 20 },
  attachment: { minBytes: 1, maxBytes: 20 * 1024 * 1024 },
  mention: {
    maxSuggestions: 5,
    debounceMs: 500,
    menuWidthPx: 250,
    listMaxHeightPx: 200,
    maxChars: 50,
    maxCharsWithPunctuation: 75,
  },
  colorPicker: { widthPx: 214, squareHeightPx: 150, defaultColor: '#121212' },
  signedUrlCacheMs: 55_000,
} as const;
