import type { ConnectLight } from '../../shared/runtime/define-light.ts';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-goal-link.ts';
import { reachGoal } from '../../shared/services/analytics.ts';

type GoalLinkProps = ElementProps<Attributes>;

/** Reports its goal when the wrapped link is followed (messenger and marketplace links). */
export const goalLink: ConnectLight<GoalLinkProps> = (host, _shadowRoot, initial) => {
  let props = initial;
  const onClick = (event: MouseEvent) => {
    if (props.goal && (event.target as Element | null)?.closest?.('a[href]')) reachGoal(host, props.goal);
  };
  host.addEventListener('click', onClick);
  return {
    update: (next) => void (props = next),
    disconnect: () => host.removeEventListener('click', onClick),
  };
};
