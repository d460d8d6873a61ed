import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';
import { isUrlActive } from './paths';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  /** History state for the next location. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a route, built on react-router's public link hooks (`useHref`, `useLinkClickHandler`): a real
 * <a href> that opens in a new tab with a modifier key and navigates client-side otherwise. react-router's
 * own <Link> also brings its framework-mode prefetching (route-module discovery, <link rel=prefetch>), about
 * 2 KB gzip that every page, the sign-in page first, carried while a declarative router has nothing to prefetch.
 */
export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only on exactly this path, not on its sub-paths. */
  end?: boolean;
}

/** A link that marks the current page (the navigation's rule, `isUrlActive`): `aria-current="page"` and `active`. */
export function NavLink({ end, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  const active = isUrlActive(target, pathname, end);
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
