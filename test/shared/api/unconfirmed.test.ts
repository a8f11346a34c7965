import { expect } from '@open-wc/testing';
import { ApiError } from '../../../shared/api/client.ts';
import { fetchCart } from '../../../shared/api/cart.ts';
import { Unconfirmed, type Outcome } from '../../../shared/api/unconfirmed.ts';
import { newShopper, setPageConfig, until } from '../../helpers/page.ts';

/** A write's failure as the client gives it when the store did not confirm it; `late`, its answer to come. */
function unconfirmed(late?: Promise<unknown>): ApiError {
  const error = new ApiError('no answer in time', 0, null, late ? 'timeout' : 'network');
  error.unconfirmed = true;
  if (late) error.late = late;
  return error;
}

describe('a write not confirmed yet (docs/behaviour/errors.md "Not confirmed yet")', () => {
  beforeEach(async () => {
    setPageConfig();
    await newShopper();
  });

  it('is told once, by its late answer, whatever looks say after', async () => {
    let answer: (value: unknown) => void = () => {};
    let looks = 0;
    const truth = new Unconfirmed<string>(async () => {
      looks++;
      return null;
    });
    const told: Outcome<string>[] = [];
    void truth.told.then((outcome) => told.push(outcome));
    truth.add(unconfirmed(new Promise((resolve) => (answer = resolve))));
    answer('the cart');
    await until(() => told.length === 1, 'told');
    truth.tell({ done: false, error: new Error('too late') });
    await fetchCart();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(told).to.deep.equal([{ done: true, answer: 'the cart' }]);
    expect(looks, 'nothing to look for once told').to.equal(0);
  });

  it("looks each time the store answers another call, and never because of its own look's answer", async () => {
    let looks = 0;
    const truth = new Unconfirmed<string>(async () => {
      looks++;
      await fetchCart({ look: true }); // the look's own call to the store
      return null;
    });
    truth.add(unconfirmed(new Promise(() => {})));
    expect(looks).to.equal(0);
    await fetchCart(); // another element's call
    await until(() => looks === 1, 'one look');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(looks, 'its own answer started no other').to.equal(1);
    truth.tell({ done: false, error: null });
  });

  it('looks at once when no send can still answer, and again when the browser comes back online', async () => {
    let looks = 0;
    const truth = new Unconfirmed<string>(async (settled) => {
      looks++;
      return looks === 2 && settled ? { done: false, error: 'not there' } : null;
    });
    truth.add(unconfirmed());
    await until(() => looks === 1, 'a look at once');
    window.dispatchEvent(new Event('online'));
    expect(await truth.told).to.deep.equal({ done: false, error: 'not there' });
  });
});
