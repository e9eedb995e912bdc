import { describe, expect, it } from 'vitest';
import { UPDATE_ATTEMPTS, type UpdatableRegistration, updateWorker } from './workerUpdate';

type State = ServiceWorker['state'];

/** A new worker going through its install as the browser's does: a state and its statechange events. */
class Worker extends EventTarget {
  constructor(public state: State) {
    super();
  }
  moveTo(state: State) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/**
 * A registration whose update() plays one scripted outcome per call: the script not fetched, the same
 * script (no new worker), or a new worker whose install ends activated or redundant, a moment later.
 */
function registration(outcomes: ('unfetched' | 'same' | 'activated' | 'redundant')[]) {
  const calls = { update: 0 };
  const reg = {
    installing: null as Worker | null,
    waiting: null as Worker | null,
    async update() {
      const outcome = outcomes[calls.update++] ?? 'same';
      if (outcome === 'unfetched') throw new TypeError('Failed to update a ServiceWorker');
      if (outcome === 'same') return;
      const worker = new Worker('installing');
      reg.installing = worker;
      setTimeout(() => {
        reg.installing = null;
        if (outcome === 'redundant') return worker.moveTo('redundant');
        worker.moveTo('installed');
        worker.moveTo('activating');
        worker.moveTo('activated');
      }, 5);
    },
  };
  return { reg: reg as unknown as UpdatableRegistration, calls };
}

describe("a new build's worker", () => {
  it('takes over at the first attempt when it installs', async () => {
    const { reg, calls } = registration(['activated']);
    expect(await updateWorker(reg)).toBe(true);
    expect(calls.update).toBe(1);
  });

  it('is fetched again when its script was not fetched or its install failed', async () => {
    const { reg, calls } = registration(['unfetched', 'redundant', 'activated']);
    expect(await updateWorker(reg)).toBe(true);
    expect(calls.update).toBe(3);
  });

  it('is left to the browser after the last attempt fails', async () => {
    const { reg, calls } = registration(['redundant', 'unfetched', 'redundant', 'activated']);
    expect(await updateWorker(reg)).toBe(false);
    expect(calls.update).toBe(UPDATE_ATTEMPTS);
  });

  it('is not asked for again when the script is the same', async () => {
    const { reg, calls } = registration(['same', 'activated']);
    expect(await updateWorker(reg)).toBe(false);
    expect(calls.update).toBe(1);
  });
});
