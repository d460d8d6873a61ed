/** The icons the UI pages name, registered when a screen loads (only these reach its chunk). */
import '../lib/appIcons';
import { registerIcons } from '@chorus/ui';
import { Copy, PanelLeft, Shapes } from 'lucide-react';

registerIcons({ copy: Copy, 'panel-left': PanelLeft, shapes: Shapes });
