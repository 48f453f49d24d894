import { stageChangeProblem, type ApplicationStage } from './application-stage';

describe('moving an application through its stages', () => {
  it.each<[ApplicationStage, ApplicationStage, boolean, RegExp | null]>([
    ['received', 'reviewing', false, null],
    ['reviewing', 'works-fixed', true, null],
    ['reviewing', 'works-fixed', false, /工事日が予約されていません/],
    ['works-fixed', 'works-done', true, null],
    ['works-done', 'in-service', true, null],
    ['received', 'works-fixed', true, /次は「内容確認中」/],
    ['works-fixed', 'reviewing', true, /戻したり/],
    ['received', 'received', false, /すでに「受付済み」/],
    ['in-service', 'received', true, /進める段階はありません/],
  ])('%s → %s (slot booked: %s)', (from, to, slot, expected) => {
    const problem = stageChangeProblem(from, to, slot);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});
