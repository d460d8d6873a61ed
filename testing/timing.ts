/**
 * Timing checks for stories that hold on a loaded machine. "Nothing shows for the first 300 ms" cannot be checked by
 * looking right after the render: a play function that starts 300 ms late (two cores, axe in the other page) sees
 * the indicator already there. Instead, when something first appeared is recorded from before the story mounts and
 * compared with the mount's start: a timer never fires early, so the gap can only grow under load.
 */

/**
 * Watches `root` from now on and answers when the first element matching `selector` appeared in it, in
 * `performance.now()` time (Infinity while none has). Stops watching at the first.
 */
export function watchFirstAppearance(root: Element, selector: string): () => number {
  let seenAt = root.querySelector(selector) ? performance.now() : Number.POSITIVE_INFINITY;
  if (seenAt !== Number.POSITIVE_INFINITY) return () => seenAt;
  const observer = new MutationObserver(() => {
    if (!root.querySelector(selector)) return;
    seenAt = performance.now();
    observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true });
  return () => seenAt;
}
