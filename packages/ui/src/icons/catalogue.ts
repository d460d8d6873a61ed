/**
 * The icon catalogue: names (lucide's kebab-case names) with search tags and a category, for the icon
 * catalogue page and for typing `<Icon name="..." />`. Data only: no icon code is imported here, so the
 * catalogue costs a few kilobytes whatever the app uses.
 */
import { mirroredInRtl } from './mirrored';

export interface IconMeta {
  name: string;
  category: IconCategory;
  tags: readonly string[];
  /** Directional icons flip under `dir="rtl"` (arrows, chevrons, "back"). */
  mirrorInRtl?: boolean;
}

export type IconCategory =
  | 'navigation'
  | 'actions'
  | 'communication'
  | 'meetings'
  | 'people'
  | 'content'
  | 'status'
  | 'settings';

const catalogue = [
  // navigation
  { name: 'home', category: 'navigation', tags: ['house', 'dashboard', 'start'] },
  { name: 'menu', category: 'navigation', tags: ['hamburger', 'navigation', 'drawer'] },
  { name: 'chevron-down', category: 'navigation', tags: ['expand', 'open', 'caret'] },
  { name: 'chevron-up', category: 'navigation', tags: ['collapse', 'close', 'caret'] },
  { name: 'chevron-left', category: 'navigation', tags: ['back', 'previous'] },
  { name: 'chevron-right', category: 'navigation', tags: ['forward', 'next'] },
  { name: 'chevrons-left', category: 'navigation', tags: ['first', 'fold'] },
  { name: 'chevrons-right', category: 'navigation', tags: ['last', 'unfold'] },
  { name: 'arrow-left', category: 'navigation', tags: ['back', 'previous'] },
  { name: 'arrow-right', category: 'navigation', tags: ['forward', 'next'] },
  { name: 'arrow-up', category: 'navigation', tags: ['sort', 'ascending'] },
  { name: 'arrow-down', category: 'navigation', tags: ['sort', 'descending'] },
  { name: 'external-link', category: 'navigation', tags: ['open', 'new tab'] },
  { name: 'layout-dashboard', category: 'navigation', tags: ['dashboard', 'overview', 'widgets'] },
  { name: 'panel-left', category: 'navigation', tags: ['sidebar', 'navbar'] },
  { name: 'log-in', category: 'navigation', tags: ['sign in', 'login'] },
  { name: 'log-out', category: 'navigation', tags: ['sign out', 'logout'] },
  // actions
  { name: 'plus', category: 'actions', tags: ['add', 'new', 'create'] },
  { name: 'minus', category: 'actions', tags: ['remove', 'subtract', 'indeterminate'] },
  { name: 'x', category: 'actions', tags: ['close', 'cancel', 'dismiss', 'clear'] },
  { name: 'check', category: 'actions', tags: ['done', 'confirm', 'tick'] },
  { name: 'pencil', category: 'actions', tags: ['edit', 'write', 'rename'] },
  { name: 'trash', category: 'actions', tags: ['delete', 'remove', 'bin'] },
  { name: 'search', category: 'actions', tags: ['find', 'magnifier', 'lookup'] },
  { name: 'filter', category: 'actions', tags: ['funnel', 'narrow'] },
  { name: 'download', category: 'actions', tags: ['save', 'export'] },
  { name: 'printer', category: 'actions', tags: ['print', 'invoice'] },
  { name: 'upload', category: 'actions', tags: ['import', 'attach'] },
  { name: 'copy', category: 'actions', tags: ['duplicate', 'clipboard'] },
  { name: 'share', category: 'actions', tags: ['send', 'forward'] },
  { name: 'refresh-cw', category: 'actions', tags: ['reload', 'sync', 'retry'] },
  { name: 'ellipsis', category: 'actions', tags: ['more', 'menu', 'options', 'dots'] },
  { name: 'ellipsis-vertical', category: 'actions', tags: ['more', 'menu', 'options', 'kebab'] },
  { name: 'eye', category: 'actions', tags: ['show', 'visible', 'view'] },
  { name: 'eye-off', category: 'actions', tags: ['hide', 'hidden', 'invisible'] },
  { name: 'maximize', category: 'actions', tags: ['fullscreen', 'expand'] },
  { name: 'minimize', category: 'actions', tags: ['exit fullscreen', 'shrink'] },
  { name: 'archive', category: 'actions', tags: ['box', 'store'] },
  { name: 'star', category: 'actions', tags: ['favourite', 'important', 'rate'] },
  { name: 'flag', category: 'actions', tags: ['report', 'mark'] },
  { name: 'pin', category: 'actions', tags: ['keep', 'stick'] },
  { name: 'heart', category: 'actions', tags: ['like', 'love', 'favourite'] },
  { name: 'play', category: 'actions', tags: ['video', 'start', 'media'] },
  // communication
  { name: 'mail', category: 'communication', tags: ['email', 'message', 'inbox', 'envelope'] },
  { name: 'inbox', category: 'communication', tags: ['mail', 'received'] },
  { name: 'send', category: 'communication', tags: ['submit', 'mail', 'paper plane'] },
  { name: 'message-square', category: 'communication', tags: ['chat', 'comment', 'conversation'] },
  { name: 'messages-square', category: 'communication', tags: ['chat', 'discussion', 'thread'] },
  { name: 'bell', category: 'communication', tags: ['notification', 'alert', 'reminder'] },
  { name: 'phone', category: 'communication', tags: ['call', 'dial'] },
  { name: 'at-sign', category: 'communication', tags: ['mention', 'email'] },
  { name: 'paperclip', category: 'communication', tags: ['attachment', 'file'] },
  // meetings
  { name: 'video', category: 'meetings', tags: ['camera', 'meeting', 'call'] },
  { name: 'video-off', category: 'meetings', tags: ['camera off', 'stop video'] },
  { name: 'mic', category: 'meetings', tags: ['microphone', 'unmute', 'voice', 'speak'] },
  { name: 'mic-off', category: 'meetings', tags: ['mute', 'microphone off'] },
  { name: 'hand', category: 'meetings', tags: ['raise hand', 'turn', 'voice'] },
  { name: 'screen-share', category: 'meetings', tags: ['present', 'share screen'] },
  { name: 'calendar', category: 'meetings', tags: ['date', 'schedule', 'event'] },
  { name: 'calendar-plus', category: 'meetings', tags: ['schedule', 'new meeting'] },
  { name: 'clock', category: 'meetings', tags: ['time', 'duration', 'history'] },
  { name: 'timer', category: 'meetings', tags: ['countdown', 'stopwatch', 'agenda'] },
  { name: 'presentation', category: 'meetings', tags: ['slides', 'board', 'present'] },
  { name: 'vote', category: 'meetings', tags: ['poll', 'ballot', 'decision'] },
  { name: 'lightbulb', category: 'meetings', tags: ['idea', 'initiative', 'suggestion'] },
  // people
  { name: 'user', category: 'people', tags: ['person', 'account', 'profile'] },
  { name: 'users', category: 'people', tags: ['people', 'team', 'group', 'participants'] },
  { name: 'user-plus', category: 'people', tags: ['invite', 'add person'] },
  { name: 'circle-user', category: 'people', tags: ['avatar', 'account', 'profile'] },
  { name: 'contact', category: 'people', tags: ['address book', 'contacts'] },
  // content
  { name: 'file-text', category: 'content', tags: ['document', 'notes', 'page'] },
  { name: 'folder', category: 'content', tags: ['directory', 'files'] },
  { name: 'book-open', category: 'content', tags: ['knowledge base', 'docs', 'read', 'academy'] },
  { name: 'list-todo', category: 'content', tags: ['todo', 'tasks', 'checklist'] },
  { name: 'square-check', category: 'content', tags: ['task', 'done', 'checkbox'] },
  { name: 'tag', category: 'content', tags: ['label', 'category'] },
  { name: 'image', category: 'content', tags: ['picture', 'photo'] },
  { name: 'briefcase', category: 'content', tags: ['work', 'job', 'occupation'] },
  { name: 'map-pin', category: 'content', tags: ['location', 'address', 'place'] },
  { name: 'chart-column', category: 'content', tags: ['analytics', 'statistics', 'bar chart'] },
  { name: 'table', category: 'content', tags: ['grid', 'data', 'spreadsheet'] },
  { name: 'shopping-cart', category: 'content', tags: ['ecommerce', 'cart', 'buy'] },
  { name: 'square-kanban', category: 'content', tags: ['scrumboard', 'board', 'kanban', 'cards'] },
  { name: 'graduation-cap', category: 'content', tags: ['academy', 'course', 'learn'] },
  { name: 'life-buoy', category: 'content', tags: ['help', 'support', 'faq'] },
  { name: 'layers', category: 'content', tags: ['stack', 'components'] },
  { name: 'shapes', category: 'content', tags: ['icons', 'ui', 'design'] },
  { name: 'files', category: 'content', tags: ['pages', 'documents', 'templates'] },
  { name: 'file', category: 'content', tags: ['document', 'blank'] },
  { name: 'file-spreadsheet', category: 'content', tags: ['sheet', 'table', 'excel'] },
  { name: 'file-image', category: 'content', tags: ['picture', 'photo'] },
  { name: 'hard-drive', category: 'content', tags: ['storage', 'disk', 'file manager'] },
  { name: 'layout-template', category: 'content', tags: ['layout', 'ui', 'page'] },
  { name: 'chart-line', category: 'content', tags: ['analytics', 'trend', 'graph'] },
  { name: 'chart-pie', category: 'content', tags: ['share', 'doughnut', 'graph'] },
  { name: 'receipt', category: 'content', tags: ['invoice', 'bill'] },
  { name: 'credit-card', category: 'content', tags: ['pricing', 'payment', 'plan'] },
  { name: 'rocket', category: 'content', tags: ['launch', 'coming soon'] },
  { name: 'construction', category: 'content', tags: ['maintenance', 'works'] },
  { name: 'wrench', category: 'content', tags: ['tools', 'maintenance', 'fix'] },
  { name: 'type', category: 'content', tags: ['typography', 'text', 'font'] },
  { name: 'code', category: 'content', tags: ['source', 'developer', 'documentation'] },
  { name: 'book-marked', category: 'content', tags: ['documentation', 'guide', 'manual'] },
  { name: 'cloud-sun', category: 'content', tags: ['weather', 'forecast'] },
  { name: 'wind', category: 'content', tags: ['weather', 'speed'] },
  { name: 'thermometer', category: 'content', tags: ['weather', 'temperature'] },
  { name: 'droplets', category: 'content', tags: ['weather', 'humidity', 'rain'] },
  // status
  { name: 'info', category: 'status', tags: ['information', 'about', 'help'] },
  { name: 'circle', category: 'status', tags: ['open', 'to do', 'not done'] },
  { name: 'circle-check', category: 'status', tags: ['success', 'done', 'ok'] },
  { name: 'circle-alert', category: 'status', tags: ['error', 'warning', 'attention'] },
  { name: 'triangle-alert', category: 'status', tags: ['warning', 'caution', 'danger'] },
  { name: 'circle-x', category: 'status', tags: ['error', 'failed', 'cancel'] },
  { name: 'circle-help', category: 'status', tags: ['question', 'help', 'faq'] },
  { name: 'loader-circle', category: 'status', tags: ['loading', 'spinner', 'busy'] },
  { name: 'lock', category: 'status', tags: ['secure', 'private', 'password'] },
  { name: 'shield', category: 'status', tags: ['security', 'admin', 'protection'] },
  { name: 'wifi-off', category: 'status', tags: ['offline', 'disconnected'] },
  // settings
  { name: 'settings', category: 'settings', tags: ['preferences', 'gear', 'options', 'cog'] },
  { name: 'sliders-horizontal', category: 'settings', tags: ['adjust', 'filters', 'controls'] },
  { name: 'palette', category: 'settings', tags: ['theme', 'colours', 'appearance'] },
  { name: 'sun', category: 'settings', tags: ['light mode', 'theme', 'day'] },
  { name: 'moon', category: 'settings', tags: ['dark mode', 'theme', 'night'] },
  { name: 'languages', category: 'settings', tags: ['language', 'translate', 'locale'] },
  { name: 'keyboard', category: 'settings', tags: ['shortcuts', 'keys', 'hotkeys'] },
  { name: 'globe', category: 'settings', tags: ['world', 'language', 'public'] },
] as const satisfies readonly IconMeta[];

export type IconName = (typeof catalogue)[number]['name'];

/** Every icon name in the catalogue, in catalogue order. */
export const iconNames: readonly IconName[] = catalogue.map((entry) => entry.name);

/** Metadata (category, tags, RTL mirroring) of every catalogued icon, for the icon catalogue page. */
export const iconCatalogue: readonly IconMeta[] = catalogue.map((entry) =>
  mirroredInRtl.has(entry.name) ? { ...entry, mirrorInRtl: true } : entry,
);

const byName = new Map<string, IconMeta>(iconCatalogue.map((entry) => [entry.name, entry]));

export function getIconMeta(name: string): IconMeta | undefined {
  return byName.get(name);
}

export function isIconName(name: string): name is IconName {
  return byName.has(name);
}

/** Icons whose name or tags contain `query` (case-insensitive), for catalogue search. */
export function searchIcons(query: string): IconMeta[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...iconCatalogue];
  return iconCatalogue.filter((e) => e.name.includes(q) || e.tags.some((t) => t.includes(q)));
}
