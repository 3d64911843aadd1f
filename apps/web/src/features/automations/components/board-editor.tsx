// A board's columns and sort (spec 001, section 3 "Ticket column choices"): system columns and custom
// attributes as `attribute:{id}`, in an order set by dragging (or Space and the arrow keys), and the
// column and direction the board sorts by. `agreement` needs the PSA feature, which this console does
// not have, so the domain's column choices leave it out.
import {
  type BoardColumn,
  type boardSchema,
  sortDirections,
  type TicketAttribute,
  ticketColumnChoices,
} from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DragSortList } from '../../../components/drag-sort-list/drag-sort-list.tsx';
import { useTicketAttributes } from '../../tickets/hooks/use-ticketing-config.ts';
import type { SectionProps } from './rule-editor-types.ts';
import { issueAt } from './section-issues.ts';

type BoardInput = z.input<typeof boardSchema>;
type Direction = BoardInput['sortBy']['direction'];

const EMPTY_BOARD: BoardInput = { columns: [], sortBy: { field: 'id', direction: 'DESC' } };
const attributeKey = (attribute: TicketAttribute): BoardColumn => `attribute:${attribute.id}`;

export function BoardEditor({
  value,
  onChange,
  issues,
  touched,
  disabled,
}: SectionProps<BoardInput | null | undefined>) {
  const { t } = useTranslation('automations');
  const { t: tt } = useTranslation('tickets');
  const addId = useId();
  const sortId = useId();
  const directionId = useId();
  const board = value ?? EMPTY_BOARD;
  const attributes = useTicketAttributes().data ?? [];
  const labelOf = (column: string) => {
    if (!column.startsWith('attribute:')) return tt(`columns.${column}` as 'columns.id');
    const attribute = attributes.find((a) => attributeKey(a) === column);
    return attribute?.name ?? t('board.unknownAttribute');
  };
  const choices: BoardColumn[] = [
    ...ticketColumnChoices,
    ...attributes.filter((a) => a.active).map(attributeKey),
  ];
  const unchosen = choices.filter((column) => !board.columns.includes(column));
  const sortChoices = [...new Set<string>([...board.columns, board.sortBy.field])];
  const columnsError = issueAt(issues, touched, 'columns') ?? issueAt(issues, touched);
  const columnIssue = (index: number) => issueAt(issues, touched, 'columns', index);
  const setColumns = (columns: BoardColumn[]) => onChange({ ...board, columns });

  return (
    <fieldset className="rule-section board-editor" disabled={disabled}>
      <legend>{t('board.title')}</legend>
      <DragSortList
        label={t('board.columns')}
        items={board.columns}
        getId={(column) => column}
        getLabel={labelOf}
        disabled={disabled}
        onReorder={setColumns}
        renderItem={(column) => {
          const index = board.columns.indexOf(column);
          return (
            <span className="board-editor__column">
              {labelOf(column)}
              <button
                type="button"
                className="button button--link"
                aria-label={t('board.removeColumn', { name: labelOf(column) })}
                onClick={() => setColumns(board.columns.filter((c) => c !== column))}
              >
                {t('board.remove')}
              </button>
              {columnIssue(index) && <span className="field__error">{columnIssue(index)}</span>}
            </span>
          );
        }}
      />
      {columnsError && (
        <p className="field__error" role="alert">
          {columnsError}
        </p>
      )}
      <div className="field">
        <label htmlFor={addId}>{t('board.addColumn')}</label>
        <select
          id={addId}
          value=""
          disabled={disabled || unchosen.length === 0}
          onChange={(event) => {
            const column = event.target.value as BoardColumn;
            if (column) setColumns([...board.columns, column]);
          }}
        >
          <option value="">{t('board.chooseColumn')}</option>
          {unchosen.map((column) => (
            <option key={column} value={column}>
              {labelOf(column)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={sortId}>{t('board.sortBy')}</label>
        <select
          id={sortId}
          value={board.sortBy.field}
          onChange={(event) =>
            onChange({ ...board, sortBy: { ...board.sortBy, field: event.target.value as BoardColumn } })
          }
        >
          {sortChoices.map((column) => (
            <option key={column} value={column}>
              {labelOf(column)}
            </option>
          ))}
        </select>
        {issueAt(issues, touched, 'sortBy', 'field') && (
          <span className="field__error">{issueAt(issues, touched, 'sortBy', 'field')}</span>
        )}
      </div>
      <div className="field">
        <label htmlFor={directionId}>{t('board.direction')}</label>
        <select
          id={directionId}
          value={board.sortBy.direction}
          onChange={(event) =>
            onChange({ ...board, sortBy: { ...board.sortBy, direction: event.target.value as Direction } })
          }
        >
          {sortDirections.map((direction) => (
            <option key={direction} value={direction}>
              {t(`board.directions.${direction}`)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
