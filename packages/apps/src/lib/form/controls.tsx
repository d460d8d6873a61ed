/**
 * @deprecated Kept only for contacts (ContactsTable) until it moves to `ToggleIconButton` from
 * `lib/folder-app/ListControls` or the kit's IconButton. Same props as before, drawn by the kit.
 */
import type { IconName } from '@chorus/ui';
import type { ComponentPropsWithRef } from 'react';
import { ToggleIconButton } from '../folder-app/ListControls';

export function IconAction(
  props: { icon: IconName; label: string; pressed?: boolean } & Omit<
    ComponentPropsWithRef<'button'>,
    'children' | 'aria-label' | 'aria-pressed'
  >,
) {
  return <ToggleIconButton {...props} />;
}
