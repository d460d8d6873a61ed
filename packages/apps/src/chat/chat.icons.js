/** The icons the chat screen names, registered when the screen loads. */
import '../lib/appIcons';
import { registerIcons } from '@chorus/ui';
import { MessageSquare, Send } from 'lucide-react';
registerIcons({ 'message-square': MessageSquare, send: Send });
