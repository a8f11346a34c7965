import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { debounce } from '../../../shared/domain/debounce.ts';

describe('debounce with max wait (docs/behaviour/constants.md: search debounce 600 ms, max wait 3000 ms)', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => (clock = sinon.useFakeTimers()));
  afterEach(() => clock.restore());

  it('calls once, 600 ms after the last call, with the latest arguments', () => {
    const run = sinon.spy();
    const search = debounce(run, 600, { maxWait: 3000 });
    search('л');
    clock.tick(300);
    search('ла');
    clock.tick(599);
    expect(run.called).to.equal(false);
    clock.tick(1);
    expect(run.calledOnceWithExactly('ла')).to.equal(true);
  });

  it('while calls keep coming every 500 ms, it still runs at 3000 ms, then again 3000 ms later', () => {
    const run = sinon.spy();
    const search = debounce(run, 600, { maxWait: 3000 });
    for (let i = 0; i < 6; i++) {
      search(`q${i}`);
      clock.tick(500);
    }
    // calls at 0, 500 … 2500; the max wait fires at 3000
    expect(run.callCount).to.equal(1);
    expect(run.firstCall.args).to.deep.equal(['q5']);
    for (let i = 6; i < 12; i++) {
      search(`q${i}`);
      clock.tick(500);
    }
    expect(run.callCount).to.equal(2);
    expect(run.secondCall.args).to.deep.equal(['q11']);
  });

  it('without maxWait, calls every 500 ms never run until they stop', () => {
    const run = sinon.spy();
    const search = debounce(run, 600);
    for (let i = 0; i < 20; i++) {
      search(i);
      clock.tick(500);
    }
    expect(run.called).to.equal(false);
    clock.tick(100);
    expect(run.calledOnceWithExactly(19)).to.equal(true);
  });

  it('cancel drops the pending call and its max wait', () => {
    const run = sinon.spy();
    const search = debounce(run, 600, { maxWait: 3000 });
    search('a');
    expect(search.pending()).to.equal(true);
    search.cancel();
    clock.tick(5000);
    expect(run.called).to.equal(false);
    expect(search.pending()).to.equal(false);
  });

  it('flush runs the pending call at once', () => {
    const run = sinon.spy();
    const search = debounce(run, 600, { maxWait: 3000 });
    search('b');
    search.flush();
    expect(run.calledOnceWithExactly('b')).to.equal(true);
    clock.tick(5000);
    expect(run.callCount).to.equal(1);
  });
});
