/**
 * A name that comes from the data but is a UI string (a system folder, a dashboard widget's title, a payment
 * method): shown in the viewer's language, found by its handle in the app's catalogue (`nameOf`). A handle the app
 * does not list in `systemHandles` (a label the user made, a brand such as PayPal) keeps the data's name.
 */
export function systemName<H extends string>(
  handle: string,
  name: string,
  systemHandles: readonly H[],
  nameOf: (handle: H) => string,
): string {
  return (systemHandles as readonly string[]).includes(handle) ? nameOf(handle as H) : name;
}
