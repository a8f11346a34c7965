import { ListCount, type ListCountProps } from '../../shared/ui/ListCount.tsx';

export const CompareCount = (props: ListCountProps) => <ListCount {...props} list="compare" />;
