import type { ReactNode } from 'react';

/** One row: its item in the row header, then one cell a column. */
export interface RowTableRow {
  id: string;
  label: ReactNode;
  cells: readonly ReactNode[];
}

export interface RowTableProps {
  /** The table's name (its caption). */
  caption: string;
  /** Class of the caption, e.g. 'visually-hidden'. Default: none. */
  captionClassName?: string;
  /** Class of the table. Default: none. */
  className?: string;
  /** Column headings, the item column's first. Default: no heading row. */
  columns?: readonly string[];
  /** Class of the value cells, by their index after the item (`['num']`, `{ 5: 'message' }`). Default: none. */
  cellClassNames?: { readonly [index: number]: string | undefined };
  /** Said across the whole table when there is no row. Default: nothing, an empty body. */
  emptyText?: string;
  rows: readonly RowTableRow[];
}

/**
 * A table whose rows each name their item in a row header and give its
 * figures in the cells after it: the fee simulation's monthly lines, the ops
 * console's stored estimate and its area master. Pages keep their own words.
 *
 * The remotes import it from `@hikari/shared/ui` (the federated singleton, which
 * their server builds also take from the shell's); the ops console, which is not
 * federated and has no router or store, from `@hikari/shared/ui/row-table`.
 */
export function RowTable({
  caption,
  captionClassName,
  className,
  columns,
  cellClassNames = {},
  emptyText,
  rows,
}: RowTableProps) {
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
        {rows.length === 0 && emptyText !== undefined ? (
          <tr>
            <td colSpan={columns?.length}>{emptyText}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                // The columns are fixed for a table, so their position is their identity.
                <td key={index} className={cellClassNames[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
