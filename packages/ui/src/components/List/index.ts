export { List, ListItem } from './List';
export type { ListItemProps, ListProps } from './List';
