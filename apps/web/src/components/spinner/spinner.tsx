// Busy indicator with an accessible label.
export function Spinner({
  label,
  fullPage = false,
  size = 24,
}: {
  label: string;
  fullPage?: boolean;
  size?: number;
}) {
  return (
    <output className={fullPage ? 'spinner spinner--page' : 'spinner'} aria-live="polite">
      <svg width={size} height={size} viewBox="0 0 24 24" className="spinner__icon" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden">{label}</span>
    </output>
  );
}
