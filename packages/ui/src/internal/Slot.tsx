import { type HTMLAttributes, type ReactNode, type Ref, cloneElement, isValidElement } from 'react';
import { composeRefs } from './composeRefs';
import { cx } from './cx';

type AnyProps = Record<string, unknown>;

/**
 * Merges its props onto its only child (the `asChild` pattern): class names and styles are joined, event
 * handlers both run (the child's first), refs are composed. `children` replaces the child's own children when
 * given as `slotChildren` (used by Button to keep its icons around a link's label).
 */
export function Slot({
  children,
  ref,
  slotChildren,
  ...props
}: HTMLAttributes<HTMLElement> & {
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  slotChildren?: (childChildren: ReactNode) => ReactNode;
}) {
  if (!isValidElement<AnyProps>(children)) return null;
  const childProps = children.props;
  const merged: AnyProps = { ...props, ...childProps };
  for (const key of Object.keys(props)) {
    const ours = (props as AnyProps)[key];
    const theirs = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        (theirs as (...a: unknown[]) => void)(...args);
        (ours as (...a: unknown[]) => void)(...args);
      };
    }
  }
  merged.className = cx(props.className, childProps.className as string | undefined);
  merged.style = { ...props.style, ...(childProps.style as object | undefined) };
  merged.ref = composeRefs(ref, childProps.ref as Ref<HTMLElement> | undefined);
  if (slotChildren) merged.children = slotChildren(childProps.children as ReactNode);
  return cloneElement(children, merged);
}
