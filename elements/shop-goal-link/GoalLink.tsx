import { useEffect } from 'react';
import type { HostProps } from '../../shared/define.tsx';
import { reachGoal } from '../../shared/services/analytics.ts';

interface GoalLinkProps extends HostProps {
  goal?: string;
}

/** Reports its goal when the wrapped link is followed (messenger and marketplace links). */
export function GoalLink({ host, goal }: GoalLinkProps) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (goal && (event.target as Element | null)?.closest?.('a[href]')) reachGoal(goal);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, goal]);
  return <slot />;
}
