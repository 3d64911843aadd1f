// The mention menu under the typed '@text': 250 px wide, its list at most 200 px tall, each technician
// with name, e-mail and the spec's flags. Keys (arrows, Enter, Tab, Escape) are Lexical's menu's.
import { richTextLimits } from '@warden/domain';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { MentionOption } from './mentions-plugin.tsx';
import './mentions-menu.css';

export interface MentionsMenuProps {
  container: HTMLElement;
  searching: boolean;
  options: MentionOption[];
  selectedIndex: number | null;
  selectOptionAndCleanUp: (option: MentionOption) => void;
  setHighlightedIndex: (index: number) => void;
}

export function MentionsMenu({
  container,
  searching,
  options,
  selectedIndex,
  selectOptionAndCleanUp,
  setHighlightedIndex,
}: MentionsMenuProps) {
  const { t } = useTranslation('richText');
  const { menuWidthPx, listMaxHeightPx } = richTextLimits.mention;
  const note = options.length === 0 ? (searching ? t('mentions.searching') : t('mentions.noResults')) : null;
  return createPortal(
    <div className="rte-mentions" style={{ width: menuWidthPx }}>
      {note ? (
        <output className="rte-mentions__note">{note}</output>
      ) : (
        <div
          className="rte-mentions__list"
          role="listbox"
          aria-label={t('mentions.menu')}
          style={{ maxHeight: listMaxHeightPx }}
        >
          {options.map((option, i) => {
            const { candidate } = option;
            const flag = candidate.deleted
              ? t('mentions.deleted')
              : candidate.permitted
                ? null
                : t('mentions.notPermitted');
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys reach the option through the editor, which keeps focus
              <div
                key={option.key}
                id={`typeahead-item-${i}`}
                ref={(el) => option.setRefElement(el)}
                role="option"
                tabIndex={-1}
                aria-selected={selectedIndex === i}
                className={`rte-mentions__option${selectedIndex === i ? ' rte-mentions__option--selected' : ''}`}
                onMouseEnter={() => setHighlightedIndex(i)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  setHighlightedIndex(i);
                  selectOptionAndCleanUp(option);
                }}
              >
                <span className="rte-mentions__name">{candidate.name}</span>
                <span className="rte-mentions__email">{candidate.email}</span>
                {flag && <span className="rte-mentions__flag">{flag}</span>}
              </div>
            );
          })}
        </div>
      )}
    </div>,
    container,
  );
}
