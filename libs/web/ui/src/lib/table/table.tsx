import type { ReactNode } from 'react';
import { messages } from '@celebra/contracts';
import { cx } from '../class-names';

export type TableColumn<Row> = {
  /** Unique per table. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
};

export type TableProps<Row> = {
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string | number;
  /** Accessible name of the table (rendered as a visually hidden caption unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  /** Shown in a single row when `rows` is empty. */
  emptyText?: ReactNode;
  className?: string;
};

/** A data table that scrolls sideways on narrow screens and says so when it has no rows. */
export const Table = <Row,>({
  columns,
  rows,
  rowKey,
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
    <table className="w-full border-collapse text-left text-sm">
      <caption
        className={cx(
          showCaption
            ? 'px-4 py-3 text-left text-base font-semibold text-ink'
            : 'sr-only',
        )}
      >
        {caption}
      </caption>
      <thead className="bg-canvas text-ink">
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
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
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td
              colSpan={columns.length}
              className="px-4 py-6 text-center text-muted"
            >
              {emptyText}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="border-b border-line last:border-b-0 hover:bg-canvas"
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={cx(
                    'px-4 py-3 align-middle text-ink',
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  </div>
);
