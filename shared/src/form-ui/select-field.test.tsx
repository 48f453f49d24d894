import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import { SelectField, type SelectFieldProps } from './select-field';

function renderSelect(props: Partial<SelectFieldProps> = {}, initialValue = '') {
  const submitted = jest.fn();
  render(
    <Formik
      initialValues={{ plan: initialValue }}
      validate={(values) => (values.plan === '' ? { plan: 'プランを選択してください' } : {})}
      onSubmit={(values) => submitted(values)}
    >
      <Form>
        <SelectField name="plan" label="プラン" {...props}>
          <option value="">選択してください</option>
          <option value="home">ホーム</option>
          <option value="mansion">マンション</option>
        </SelectField>
        <button type="submit">送信</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), submitted };
}

describe('SelectField', () => {
  it('is named by its label, marks it required and is described by its hint', () => {
    renderSelect({ required: true, hint: '後から変更できます' });
    const select = screen.getByRole('combobox', { name: 'プラン 必須' });
    expect(select).toHaveAccessibleDescription('後から変更できます');
    expect(select).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the error under the select after a submit and ties it to the select', async () => {
    const { user, submitted } = renderSelect({ hint: '後から変更できます' });
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(screen.getByRole('alert')).toHaveTextContent('プランを選択してください');
    const select = screen.getByRole('combobox', { name: 'プラン' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('後から変更できます プランを選択してください');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('keeps the chosen option in the form values', async () => {
    const { user, submitted } = renderSelect();
    await user.selectOptions(screen.getByRole('combobox', { name: 'プラン' }), 'マンション');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(submitted).toHaveBeenCalledWith({ plan: 'mansion' });
  });

  it('leaves the error to another control when showError is false', async () => {
    const { user } = renderSelect({ showError: false });
    await user.click(screen.getByRole('button', { name: '送信' }));
    const select = screen.getByRole('combobox', { name: 'プラン' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'false');
    expect(select).not.toHaveAttribute('aria-describedby');
  });

  it('hands the change to an onChange given instead of Formik', async () => {
    const onChange = jest.fn();
    const { user, submitted } = renderSelect({ onChange: (event) => onChange(event.target.value) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'プラン' }), 'ホーム');
    expect(onChange).toHaveBeenCalledWith('home');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('lists `options` after an empty first option and leaves the class off when told', async () => {
    const submitted = jest.fn();
    render(
      <Formik initialValues={{ carrier: '' }} onSubmit={(values) => submitted(values)}>
        <Form>
          <SelectField
            name="carrier"
            label="携帯電話会社"
            className=""
            options={[
              { value: 'docomo', label: 'ドコモ' },
              { value: 'au', label: 'au' },
            ]}
          />
          <button type="submit">送信</button>
        </Form>
      </Formik>,
    );
    const select = screen.getByRole('combobox', { name: '携帯電話会社' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '選択してください',
      'ドコモ',
      'au',
    ]);
    expect(select).toHaveAttribute('id', 'field-carrier');
    expect(select).not.toHaveAttribute('class');
    const user = userEvent.setup();
    await user.selectOptions(select, 'au');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(submitted).toHaveBeenCalledWith({ carrier: 'au' });
  });
});
