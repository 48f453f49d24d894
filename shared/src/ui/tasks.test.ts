import { runInTasks } from './tasks';

describe('runInTasks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Runs the timers due now, then the promise callbacks they released, once. */
  const oneTask = async () => {
    jest.advanceTimersByTime(0);
    await Promise.resolve();
    await Promise.resolve();
  };

  it('runs one step per task, in order', async () => {
    const ran: string[] = [];
    runInTasks([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')], 'test');
    expect(ran).toEqual([]);
    await oneTask();
    expect(ran).toEqual(['a']);
    await oneTask();
    expect(ran).toEqual(['a', 'b']);
    await oneTask();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('drops the steps not yet run once cancelled, and goes on after a step that throws', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ran: string[] = [];
    const cancel = runInTasks(
      [
        () => {
          throw new Error('boom');
        },
        () => ran.push('b'),
        () => ran.push('c'),
      ],
      'test',
    );
    await oneTask();
    await oneTask();
    expect(ran).toEqual(['b']);
    expect(warn).toHaveBeenCalledWith('test: a step failed', expect.any(Error));
    cancel();
    await oneTask();
    await oneTask();
    expect(ran).toEqual(['b']);
    warn.mockRestore();
  });
});
