import { object } from 'yup';
import { introducerIdField, normalizeIntroducerId } from './introducer-id';
import { validateWith } from './validate-with';

describe('introducer code: 6-16 half-width letters and digits', () => {
  it.each([
    ['ab12cd', 'AB12CD'],
    ['ＡＢ１２ＣＤ', 'AB12CD'],
    [' AB12-CD34 ', 'AB12CD34'],
  ])('%s → %s', (input, output) => {
    expect(normalizeIntroducerId(input)).toBe(output);
  });

  const schema = object({ introducerId: introducerIdField() });

  it.each([
    ['', true],
    ['AB12CD', true],
    ['A'.repeat(16), true],
    ['AB12C', false],
    ['A'.repeat(17), false],
    ['AB12CD!', false],
    ['紹介コード', false],
  ])('%p valid: %s', (introducerId, ok) => {
    expect(validateWith(schema, { introducerId }).ok).toBe(ok);
  });
});
