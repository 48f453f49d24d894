import { applicationStageSteps } from './application-cancellation';
import { stageChangeProblem, type ApplicationStage } from './application-stage';

describe('moving an application through its stages', () => {
  const DAY = '2026-12-21';
  it.each<[ApplicationStage, ApplicationStage, string | null, string, RegExp | null]>([
    ['received', 'reviewing', null, '2026-12-02', null],
    ['reviewing', 'works-fixed', DAY, '2026-12-02', null],
    ['reviewing', 'works-fixed', null, '2026-12-02', /工事日が予約されていません/],
    // The works day booked 12/21: not done on 12/02, nor the day before; on the day and after, yes.
    ['works-fixed', 'works-done', DAY, '2026-12-02', /工事日（12月21日）より前は「工事完了」にできません/],
    ['works-fixed', 'works-done', DAY, '2026-12-20', /より前は「工事完了」/],
    ['works-fixed', 'works-done', DAY, DAY, null],
    ['works-done', 'in-service', DAY, '2026-12-02', /工事日（12月21日）より前は「ご利用開始」にできません/],
    ['works-done', 'in-service', DAY, '2026-12-22', null],
    ['received', 'works-fixed', DAY, '2026-12-02', /次は「内容確認中」/],
    ['works-fixed', 'reviewing', DAY, '2026-12-02', /戻したり/],
    ['received', 'received', null, '2026-12-02', /すでに「受付済み」/],
    ['in-service', 'received', DAY, '2026-12-02', /進める段階はありません/],
  ])('%s → %s (works day %s, today %s)', (from, to, day, today, expected) => {
    const problem = stageChangeProblem(from, to, day, today);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe('the stages as the visitor reads them', () => {
  it.each<[ApplicationStage, boolean, string[]]>([
    ['received', false, ['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']],
    ['works-fixed', false, ['done', 'done', 'current', 'upcoming', 'upcoming']],
    // Cancelled (取消): what was reached stays done, the rest will not happen.
    ['received', true, ['done', 'cancelled', 'cancelled', 'cancelled', 'cancelled']],
    ['works-fixed', true, ['done', 'done', 'done', 'cancelled', 'cancelled']],
  ])('%s, cancelled %s', (stage, cancelled, states) => {
    expect(applicationStageSteps(stage, cancelled).map((step) => step.state)).toEqual(states);
  });
});
