// The grid's pictures for files that have no thumbnail: a file with its extension, and the broken
// file shown when its link could not be had.
const paper = 'M6 2h8l4 4v16H6z M14 2v4h4';

export function FileTypeIcon({ name }: { name: string }) {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1, dot + 5).toUpperCase() : '';
  return (
    <span className="attachment-icon" aria-hidden="true">
      <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true">
        <path d={paper} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
      {extension && <span className="attachment-icon__extension">{extension}</span>}
    </span>
  );
}

export function FallbackFileIcon({ label }: { label: string }) {
  return (
    <span className="attachment-icon attachment-icon--fallback" role="img" aria-label={label}>
      <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true">
        <path d={paper} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M9 11l6 6 M15 11l-6 6" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    </span>
  );
}
