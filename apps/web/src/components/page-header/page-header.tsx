// A page's title row, with the button that adds an item where the page offers one.
export interface PageHeaderProps {
  title: string;
  /** The add button; none when omitted (as for a session that may not add). */
  add?: { label: string; onClick: () => void };
}

export function PageHeader({ title, add }: PageHeaderProps) {
  return (
    <header className="page__header">
      <h1>{title}</h1>
      {add && (
        <button type="button" className="button button--primary" onClick={add.onClick}>
          {add.label}
        </button>
      )}
    </header>
  );
}
