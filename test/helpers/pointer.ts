import { sendMouse } from '@web/test-runner-commands';
import { until } from './page.ts';

/** Scrolls the element into view, waits until it stops moving (a carousel still sliding), then clicks its centre. */
export async function press(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  let last = '';
  await until(() => {
    const now = JSON.stringify(element.getBoundingClientRect());
    const still = now === last;
    last = now;
    return still;
  }, 'the element at rest');
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

/** Drags across the element's middle by `dx` pixels with the mouse, as a swipe. */
export async function swipe(element: Element, dx: number): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  const y = Math.round(box.y + box.height / 2);
  const x = Math.round(box.x + box.width * (dx > 0 ? 0.2 : 0.8));
  await sendMouse({ type: 'move', position: [x, y] });
  await sendMouse({ type: 'down' });
  for (let step = 1; step <= 5; step++)
    await sendMouse({ type: 'move', position: [x + Math.round((dx * step) / 5), y] });
  await sendMouse({ type: 'up' });
}

/** Moves the mouse onto the element's centre. */
export async function hover(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'move',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}
