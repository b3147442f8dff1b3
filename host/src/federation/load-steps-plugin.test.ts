import loadStepsPlugin from './load-steps-plugin';

describe('loadStepsPlugin', () => {
  const plugin = loadStepsPlugin();

  it.each(['beforeInitRemote', 'beforeGetExpose'] as const)(
    '%s lets the browser run a task before the step goes on',
    async (hook) => {
      const order: string[] = [];
      setTimeout(() => order.push('waiting task'), 0);
      const step = (plugin[hook] as () => Promise<void>)().then(() => order.push('step'));
      // Not in a microtask of the same task: the task already waiting runs first.
      await Promise.resolve();
      expect(order).toEqual([]);
      await step;
      expect(order).toEqual(['waiting task', 'step']);
    },
  );

  it('has no other hook (on the server a pause would only be latency; it is not installed there)', () => {
    expect(Object.keys(plugin).sort()).toEqual(['beforeGetExpose', 'beforeInitRemote', 'name']);
  });
});
