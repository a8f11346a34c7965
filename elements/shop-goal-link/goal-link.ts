import type { ConnectLight } from '../../shared/runtime/define-light.ts';
import { reachGoal } from '../../shared/services/analytics.ts';

export interface GoalLinkProps {
  goal?: string;
}

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
