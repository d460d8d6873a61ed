export { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './Dialog';
export type { DialogContentProps, DialogSize } from './Dialog';
