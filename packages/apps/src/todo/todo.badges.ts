/** The to-do item's live badge: the open tasks (neither completed nor deleted). */
import type { Todo } from '@chorus/mock-handlers/contracts';
import type { NavBadges } from '@chorus/shell';
import { countBadge } from '../lib/navBadges';
import { todoApi } from './todo.api';

export function todoNavBadges(todos: readonly Todo[]): NavBadges {
  return { 'apps.todo': countBadge(todos.filter((todo) => !todo.completed && !todo.deleted).length, 'open') };
}

export default async function loadTodoNavBadges(): Promise<NavBadges> {
  return todoNavBadges(await todoApi.todos({ folderHandle: 'all' }));
}
