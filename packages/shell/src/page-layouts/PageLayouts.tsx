import type { ReactNode } from 'react';
import { Drawer, DrawerContent } from '@chorus/ui';
import { useT } from '../i18n';
import { useIsMobile } from '../lib/useMediaQuery';
import * as css from './PageLayout.css';
import { useReturnFocus } from '../lib/useReturnFocus';

/** Sidebar width in the page layouts (§9: 240 px in the template menu). */
export const PAGE_SIDEBAR_WIDTH = 240;

export interface PageSidebarProps {
  /** The sidebar's content; none: no sidebar. */
  content?: ReactNode;
  /** Accessible name of the sidebar (and of its drawer on small screens). */
  label?: string;
  /** On small screens the sidebar is a drawer: whether it is open, and how to close it. */
  open?: boolean;
  onClose?: () => void;
}

export interface PageLayoutProps {
  header?: ReactNode;
  content?: ReactNode;
  leftSidebar?: PageSidebarProps;
  rightSidebar?: PageSidebarProps;
  className?: string;
}

export interface PageSimpleProps extends PageLayoutProps {
  /**
   * The page fills the window's height below the toolbar and does not grow with its content: the sidebar and
   * the content keep their place, and what is inside the content scrolls on its own (a mail's list and reading
   * pane). The content area is a column its child can stretch in (`flex: 1`).
   */
  fill?: boolean;
}

function Sidebar({
  side,
  sidebar,
  carded,
}: {
  side: 'start' | 'end';
  sidebar?: PageSidebarProps;
  carded?: boolean;
}) {
  const t = useT();
  const isMobile = useIsMobile();
  const returnFocus = useReturnFocus();
  if (!sidebar?.content) return null;
  // The start side is the left in a left-to-right language (each language names its own start side).
  const label = sidebar.label ?? t(side === 'start' ? 'pageLayout.startSidebar' : 'pageLayout.endSidebar');
  if (isMobile) {
    return (
      <Drawer open={!!sidebar.open} onOpenChange={(open) => (open ? undefined : sidebar.onClose?.())}>
        <DrawerContent
          {...returnFocus}
          side={side}
          width={PAGE_SIDEBAR_WIDTH}
          title={label}
          hideTitle
          description={null}
          showClose={false}
          className={css.sidebarDrawer}
        >
          {sidebar.content}
        </DrawerContent>
      </Drawer>
    );
  }
  return (
    <aside
      aria-label={label}
      className={[css.sidebar, side === 'end' ? css.sidebarEnd : '', carded ? css.sidebarCarded : ''].join(
        ' ',
      )}
    >
      {sidebar.content}
    </aside>
  );
}

/** Header, optional left and right sidebars (drawers on small screens) and content. */
export function PageSimple({ header, content, leftSidebar, rightSidebar, className, fill }: PageSimpleProps) {
  return (
    <div
      className={[css.root, fill ? css.rootFill : '', className].filter(Boolean).join(' ')}
      data-page-layout="simple"
    >
      <div className={css.body}>
        <Sidebar side="start" sidebar={leftSidebar} />
        <div className={css.main}>
          {header ? <div className={css.header}>{header}</div> : null}
          <div className={css.content}>{content}</div>
        </div>
        <Sidebar side="end" sidebar={rightSidebar} />
      </div>
    </div>
  );
}

/** A coloured header with the content on a card overlapping it; optional sidebars beside the card. */
export function PageCarded({
  header,
  content,
  contentToolbar,
  leftSidebar,
  rightSidebar,
  className,
}: PageLayoutProps & { contentToolbar?: ReactNode }) {
  return (
    <div className={[css.root, className].filter(Boolean).join(' ')} data-page-layout="carded">
      <div className={[css.header, css.headerCarded].join(' ')}>{header}</div>
      <div className={[css.body, css.bodyCarded].join(' ')}>
        <Sidebar side="start" sidebar={leftSidebar} carded />
        <div className={css.card}>
          {contentToolbar ? <div className={css.cardHeader}>{contentToolbar}</div> : null}
          <div className={css.content}>{content}</div>
        </div>
        <Sidebar side="end" sidebar={rightSidebar} carded />
      </div>
    </div>
  );
}

/** Just the content, full size: the screen draws everything itself. */
export function PageBlank({
  header,
  content,
  className,
}: Omit<PageLayoutProps, 'leftSidebar' | 'rightSidebar'>) {
  return (
    <div className={[css.root, className].filter(Boolean).join(' ')} data-page-layout="blank">
      {header}
      {content}
    </div>
  );
}
