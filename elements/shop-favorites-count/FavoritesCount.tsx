import { ListCount, type ListCountProps } from '../../shared/ui/ListCount.tsx';

export const FavoritesCount = (props: ListCountProps) => <ListCount {...props} list="favorites" />;
