import type { ReactNode } from 'react';

/** One row of a price breakdown: its item in the row header, then one cell a column. */
export interface BreakdownTableRow {
  id: string;
  label: ReactNode;
  cells: readonly ReactNode[];
}

export interface BreakdownTableProps {
  /** The table's name (its caption). */
  caption: string;
  /** Class of the caption, e.g. 'visually-hidden'. Default: none. */
  captionClassName?: string;
  /** Class of the table. Default: none. */
  className?: string;
  /** Column headings, the item column's first. Default: no heading row. */
  columns?: readonly string[];
  /** Class of the value cells, by column after the item. Default: none. */
  cellClassNames?: readonly (string | undefined)[];
  rows: readonly BreakdownTableRow[];
}

/**
 * A price breakdown as a table (the fee simulation's monthly lines, the ops
 * console's stored estimate): each row names its item in a row header and
 * gives its figures in the cells after it. Pages keep their own words.
 */
export function BreakdownTable({
  caption,
  captionClassName,
  className,
  columns,
  cellClassNames = [],
  rows,
}: BreakdownTableProps) {
  return (
    <table className={className}>
      <caption className={captionClassName}>{caption}</caption>
      {columns ? (
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, index) => (
              // The columns are fixed for a table, so their position is their identity.
              <td key={index} className={cellClassNames[index]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
