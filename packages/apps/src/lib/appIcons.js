/** Icons the shared app pieces render (sidebar drawer button, dialogs, list states). */
import { registerIcons } from '@chorus/ui';
import { ArrowLeft, CircleAlert, CircleCheck, Inbox, LoaderCircle, Menu, Plus, Search, X, } from 'lucide-react';
registerIcons({
    'arrow-left': ArrowLeft,
    'circle-alert': CircleAlert,
    'circle-check': CircleCheck,
    inbox: Inbox,
    'loader-circle': LoaderCircle,
    menu: Menu,
    plus: Plus,
    search: Search,
    x: X,
});
