import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@hikari/shared/domain';
import { createTestStore, renderWithStore } from '@hikari/shared/testing';
import { COMPANY_NAME } from '../../content/company-profile';
import CompanyPage from './company-page';

describe('CompanyPage', () => {
  it('holds the company outline in the #info section the menus link to', () => {
    renderWithStore(<CompanyPage />, { path: paths.company });
    const info = document.getElementById('info') as HTMLElement;
    expect(info).toBe(screen.getByRole('region', { name: '会社情報' }));
    const name = within(info).getByRole('rowheader', { name: '商号' }).closest('tr');
    expect(name).toHaveTextContent(COMPANY_NAME);
    expect(within(info).getByRole('rowheader', { name: '本社所在地' })).toBeInTheDocument();
  });

  it('scrolls to #info when the page is opened with the anchor', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { store } = createTestStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[paths.companyInfo]}>
          <Routes>
            <Route path={paths.company} element={<CompanyPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('info'));
  });
});
