import { TableScroll } from '@hikari/shared/ui';
import type { ContentTable as ContentTableData } from '../../../content/campaign-pages';

/** A figures table with a caption, column headers and row headers. */
export function ContentTable({ table }: { table: ContentTableData }) {
  return (
    <TableScroll label={table.caption}>
      <table className="data">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.header}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
