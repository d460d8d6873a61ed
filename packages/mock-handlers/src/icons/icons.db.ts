import { z } from 'zod';
import { defineStore } from '../lib/db';
import { IconSchema, type Icon } from './icons.schema';
import { seedIcons } from './icons.seed';

export const iconsStore = defineStore<Icon[]>({
  name: 'icons',
  seed: seedIcons,
  schema: z.array(IconSchema),
  persist: false,
});
