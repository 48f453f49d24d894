import { validateWith } from './validate-with';
import { object } from 'yup';
import { contractNumberField, normalizeContractNumber, optionalContractNumberField } from './contract-number';

describe('contract number: C + 8 digits', () => {
  it.each([
    ['C12345678', 'C12345678'],
    ['c12345678', 'C12345678'],
    ['Ｃ１２３４５６７８', 'C12345678'],
    [' C1234-5678 ', 'C12345678'],
    ['C1234ー5678', 'C12345678'],
  ])('%s → %s', (input, output) => {
    expect(normalizeContractNumber(input)).toBe(output);
  });

  const schema = object({ required: contractNumberField(), optional: optionalContractNumberField() });

  it.each([
    [{ required: 'c1234-5678', optional: '' }, true],
    [{ required: 'C12345678', optional: 'C87654321' }, true],
    [{ required: 'C1234567', optional: '' }, false],
    [{ required: 'C123456789', optional: '' }, false],
    [{ required: '12345678', optional: '' }, false],
    [{ required: 'C12345678', optional: 'X' }, false],
    [{ required: '', optional: '' }, false],
  ])('%j valid: %s', (value, ok) => {
    expect(validateWith(schema, value).ok).toBe(ok);
  });
});
