import { TableScroll } from '@hikari/shared/ui';
import { detailCopy } from '../../../content/option-detail-copy';
import type { PriceTable } from '../../../content/option-pages';

/** The price tables of one option; every cell was built from the price catalog. */
export function PriceTables({ tables }: { tables: PriceTable[] }) {
  return (
    <>
      {tables.map((table) => (
        <TableScroll key={table.caption} label={table.caption}>
          <table className="data">
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{detailCopy.columnItem}</th>
                <th scope="col">{detailCopy.columnPrice}</th>
                <th scope="col">{detailCopy.columnNote}</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.item}>
                  <th scope="row">{row.item}</th>
                  <td className="num">{row.price}</td>
                  <td>{row.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ))}
    </>
  );
}
