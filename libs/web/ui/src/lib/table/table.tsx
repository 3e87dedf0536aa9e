import type { ReactNode } from 'react';
import { messages } from '@celebra/contracts';
import { cx } from '../class-names';

export type TableColumn<Row> = {
  /** Unique per table. */
  key: string;
  header: ReactNode;
  /** The cell's label in card mode when `header` is not plain text. */
  label?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
};

/** A row the table can key by its `id`. */
export type TableRow = { id: string | number };

export type TableProps<Row extends TableRow> = {
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  /** Defaults to the row's `id`. */
  rowKey?: (row: Row) => string | number;
  /** Accessible name of the table (rendered as a visually hidden caption unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  /** Shown in a single row when `rows` is empty. */
  emptyText?: ReactNode;
  className?: string;
};

/*
 * Card mode (viewports up to 640 px wide, `max-[641px]:`): each row becomes a card and each cell
 * a line "column header | value", so nothing needs a sideways scroll. The label is the cell's
 * `data-label` drawn by CSS (`::before`), so the cell's text stays the value. The table's
 * elements keep explicit roles, because browsers drop the table semantics of elements whose
 * display is changed; the header row stays for assistive technology (visually hidden).
 */
const card = {
  table: 'max-[641px]:block',
  head: 'max-[641px]:sr-only',
  body: 'max-[641px]:block',
  row: 'max-[641px]:flex max-[641px]:flex-col max-[641px]:gap-2 max-[641px]:px-4 max-[641px]:py-3',
  cell: 'max-[641px]:grid max-[641px]:w-auto max-[641px]:min-w-0 max-[641px]:grid-cols-[minmax(7.5rem,35%)_minmax(0,1fr)] max-[641px]:items-baseline max-[641px]:gap-3 max-[641px]:p-0 max-[641px]:text-left max-[641px]:break-words max-[641px]:whitespace-normal max-[641px]:before:font-semibold max-[641px]:before:hyphens-auto max-[641px]:before:[overflow-wrap:normal] max-[641px]:before:text-muted max-[641px]:before:content-[attr(data-label)]',
  value: 'contents max-[641px]:block max-[641px]:min-w-0',
} as const;

const cellLabel = <Row,>(column: TableColumn<Row>): string =>
  column.label ?? (typeof column.header === 'string' ? column.header : '');

/** A data table; rows become labelled cards on narrow screens; says so when it has no rows. */
export const Table = <Row extends TableRow>({
  columns,
  rows,
  rowKey = (row) => row.id,
  caption,
  showCaption = false,
  emptyText = messages.empty.table,
  className,
}: TableProps<Row>) => (
  <div
    className={cx(
      'overflow-x-auto rounded-card border border-line bg-surface',
      className,
    )}
  >
    <table
      role="table"
      className={cx('w-full border-collapse text-left text-sm', card.table)}
    >
      <caption
        className={cx(
          showCaption
            ? 'px-4 py-3 text-left text-base font-semibold text-ink max-[641px]:block'
            : 'sr-only',
        )}
      >
        {caption}
      </caption>
      <thead role="rowgroup" className={cx('bg-canvas text-ink', card.head)}>
        <tr role="row">
          {columns.map((column) => (
            <th
              key={column.key}
              role="columnheader"
              scope="col"
              className={cx(
                'border-b border-line px-4 py-3 font-semibold whitespace-nowrap',
                column.className,
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className={card.body}>
        {rows.length === 0 ? (
          <tr role="row" className="max-[641px]:block">
            <td
              role="cell"
              colSpan={columns.length}
              className="px-4 py-6 text-center text-muted max-[641px]:block"
            >
              {emptyText}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className={cx(
                'border-b border-line last:border-b-0 hover:bg-canvas',
                card.row,
              )}
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  role="cell"
                  data-label={cellLabel(column)}
                  className={cx(
                    'px-4 py-3 align-middle text-ink',
                    column.className,
                    card.cell,
                  )}
                >
                  <div className={card.value}>{column.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  </div>
);
