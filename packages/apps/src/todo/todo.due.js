/** An open task whose due day is before today (in the viewer's time zone): past due. */
export function isOverdue(todo, now = new Date()) {
    if (todo.completed || !todo.dueDate)
        return false;
    const due = new Date(todo.dueDate);
    if (Number.isNaN(due.getTime()))
        return false;
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    return due < today;
}
