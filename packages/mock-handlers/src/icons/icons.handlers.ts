import { get } from '../lib/http';
import { iconsPaths } from './icons.schema';
import { iconsStore } from './icons.db';

export const iconsHandlers = [get(iconsPaths.icons, () => iconsStore.state)];
