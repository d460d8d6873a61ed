/**
 * For stories and tests: a mouse drag as dnd-kit's PointerSensor sees it. Presses on `from`, moves the
 * pointer in steps to the middle of `to` (past any activation distance), runs `beforeDrop` (wait there for
 * the drop target to show), and lets go.
 */
export async function pointerDrag(from, to, beforeDrop = () => Promise.resolve()) {
    const start = from.getBoundingClientRect();
    const end = to.getBoundingClientRect();
    const [x, y] = [start.left + start.width / 2, start.top + start.height / 2];
    const [endX, endY] = [end.left + end.width / 2, end.top + end.height / 2];
    const send = (type, target, clientX, clientY) => target.dispatchEvent(new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        isPrimary: true,
        pointerId: 1,
        pointerType: 'mouse',
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
        clientX,
        clientY,
    }));
    send('pointerdown', from, x, y);
    for (const part of [0.1, 0.5, 1]) {
        send('pointermove', document, x + (endX - x) * part, y + (endY - y) * part);
        await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await beforeDrop();
    send('pointerup', document, endX, endY);
}
