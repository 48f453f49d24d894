import { lineNotes } from './line-notes';

describe('lineNotes: the condition and note texts a stored line carries', () => {
  it.each([
    ['no note', { id: 'construction', label: '開通工事費', amount: 26400 }, []],
    [
      'a condition as text',
      {
        id: 'construction',
        label: '開通工事費',
        condition: '24か月以内に解約すると残りの分割金をお支払いいただきます',
      },
      ['24か月以内に解約すると残りの分割金をお支払いいただきます'],
    ],
    [
      'a structured condition and a list of notes',
      {
        id: 'construction',
        effectivelyFree: { text: '実質無料（分割払いと同額を割引）', months: 24 },
        notes: ['工事費は24回の分割払いです', ''],
        freeCondition: { kind: 'installments', description: '途中解約で残額を請求' },
      },
      ['実質無料（分割払いと同額を割引）', '工事費は24回の分割払いです', '途中解約で残額を請求'],
    ],
    ['the same text twice', { note: 'A', remark: 'A' }, ['A']],
    ['not an object', null, []],
  ])('%s', (_name, line, notes) => {
    expect(lineNotes(line)).toEqual(notes);
  });
});
