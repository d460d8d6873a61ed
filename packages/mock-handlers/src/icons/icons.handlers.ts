import { get } from '../lib/http';
import { iconsContracts } from './icons.contracts';
import { iconsStore } from './icons.db';

// Public (no session): the contract's path, answered as it is stored.
export const iconsHandlers = [get(iconsContracts.icons.path, () => iconsStore.state)];
