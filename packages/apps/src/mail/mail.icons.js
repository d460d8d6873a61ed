/** The icons the mail screens render. */
import { registerIcons } from '@chorus/ui';
import { Eye, EyeOff, FileText, Flag, Folder, Funnel, Paperclip, Pencil, Send, Star, Trash, } from 'lucide-react';
registerIcons({
    eye: Eye,
    'eye-off': EyeOff,
    'file-text': FileText,
    filter: Funnel,
    flag: Flag,
    folder: Folder,
    paperclip: Paperclip,
    pencil: Pencil,
    send: Send,
    star: Star,
    trash: Trash,
});
