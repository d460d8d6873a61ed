import { getLocale } from '@chorus/ui';
import { countBadge } from '../lib/navBadges';
import { messages, t } from './i18n';
import { todoApi } from './todo.api';
export function todoNavBadges(todos) {
    const open = todos.filter((todo) => !todo.completed && !todo.deleted).length;
    return { 'apps.todo': countBadge(open, (count) => t('badge.open', { count })) };
}
export default async function loadTodoNavBadges() {
    // The heard text is a plural: ready() compiles it before the badge is made (nothing renders it again).
    const [todos] = await Promise.all([todoApi.todos({ folderHandle: 'all' }), messages.ready(getLocale())]);
    return todoNavBadges(todos);
}
