import type { ReactNode } from 'react';
import { TableScroll } from '@hikari/shared/ui';

export interface DataTableProps {
  /** The table's caption, also the label of its scroll area. */
  caption: string;
  /** Default 'data'. */
  className?: string;
  /** data-testid of the table; default none. */
  testId?: string;
  /** The column headings, in order. */
  columns: readonly ReactNode[];
  /** The body rows. */
  children: ReactNode;
}

/** A captioned table of the shell's pages in its horizontal scroll area: one heading row, then the rows. */
export function DataTable({ caption, className = 'data', testId, columns, children }: DataTableProps) {
  return (
    <TableScroll label={caption}>
      <table className={className} data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
