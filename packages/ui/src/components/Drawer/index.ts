export { Drawer, DrawerClose, DrawerContent, DrawerTrigger } from './Drawer';
export type { DrawerContentProps } from './Drawer';
