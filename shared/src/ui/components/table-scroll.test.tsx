import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TableScroll } from './table-scroll';

// jsdom lays nothing out: the widths a browser would measure are set by hand.
function withWidths(scrollWidth: number, clientWidth: number) {
  const scroll = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  return () => {
    scroll.mockRestore();
    client.mockRestore();
  };
}

const table = (
  <table>
    <caption>月額料金（税込）</caption>
    <tbody>
      <tr>
        <th scope="row">10ギガプラン</th>
        <td>5,940円</td>
      </tr>
    </tbody>
  </table>
);

describe('TableScroll', () => {
  it('makes a table wider than the screen a named region that the keyboard reaches', async () => {
    const restore = withWidths(620, 358);
    render(
      <>
        <button type="button">前</button>
        <TableScroll label="月額料金（税込）">{table}</TableScroll>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('region', { name: '月額料金（税込）' })).toHaveFocus();
    restore();
  });

  it('adds no tab stop and no landmark when the table fits', () => {
    const restore = withWidths(358, 358);
    render(<TableScroll label="月額料金（税込）">{table}</TableScroll>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
    restore();
  });
});
