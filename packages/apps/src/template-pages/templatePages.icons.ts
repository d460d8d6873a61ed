/** The icons the template pages draw (the navigation's come with loaders in index.ts). */
import { registerIcons } from '@chorus/ui';
import { Construction, Mail, Rocket } from 'lucide-react';

registerIcons({ mail: Mail, rocket: Rocket, construction: Construction });
