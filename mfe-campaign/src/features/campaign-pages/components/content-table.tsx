import type { ContentTable as ContentTableData } from '../../../content/campaign-pages';

/** A figures table with a caption, column headers and row headers. */
export function ContentTable({ table }: { table: ContentTableData }) {
  return (
    <div className="table-wrap">
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
    </div>
  );
}
