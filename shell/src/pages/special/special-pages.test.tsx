import { screen } from '@testing-library/react';
import { paths } from '@hikari/shared/domain';
import { renderWithStore } from '@hikari/shared/testing';
import ApartmentPage from './apartment-page';
import ShinchikuPage from './shinchiku-page';

describe('moving guides', () => {
  it.each([
    ['/special/shinchiku/', ShinchikuPage, paths.specialShinchiku],
    ['/special/apartment/', ApartmentPage, paths.specialApartment],
  ])('%s asks the visitor to apply in plain Japanese', (_, Page, path) => {
    renderWithStore(<Page />, { path });
    expect(document.body).not.toHaveTextContent('お申し込みます');
    expect(
      screen.getByText(/^料金シミュレーションでプランとオプションを選んで、お申し込みください。/),
    ).toBeInTheDocument();
  });
});
