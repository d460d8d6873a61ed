import { PageSimple, useIsMobile } from '@chorus/shell';
import { Icon, IconButton, Stack, TextField } from '@chorus/ui';
import { type ReactNode, useState } from 'react';
import * as css from './folderApp.css';
import { useT } from './i18n';

export interface FolderAppFrameProps {
  title: string;
  /** The sidebar; on small screens it is a drawer opened from the header. A page without one leaves it out. */
  sidebar?: (close: () => void) => ReactNode;
  sidebarLabel?: string;
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  /** Extra header controls (sort). */
  headerExtra?: ReactNode;
  /** Header controls after the search (a page's main action). */
  actions?: ReactNode;
  /** The page fills the window and its content scrolls inside it (the list and the reading pane of mail). */
  fill?: boolean;
  children: ReactNode;
}

/** The page of a list app: header with title and search, sidebar (drawer on small screens), content. */
export function FolderAppFrame({
  title,
  sidebar,
  sidebarLabel,
  search,
  onSearch,
  searchLabel,
  headerExtra,
  actions,
  fill,
  children,
}: FolderAppFrameProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const isMobile = useIsMobile();
  const close = () => setOpen(false);
  return (
    <PageSimple
      fill={fill}
      header={
        <Stack direction="row" align="center" wrap gap="md" inlineSize="100%">
          {isMobile && sidebar ? (
            <IconButton
              icon={<Icon name="menu" />}
              label={t('frame.openSidebar', { name: (sidebarLabel ?? '').toLowerCase() })}
              onClick={() => setOpen(true)}
            />
          ) : null}
          <h1 className={css.headerTitle}>{title}</h1>
          {headerExtra}
          <TextField
            type="search"
            className={css.search}
            label={searchLabel}
            hideLabel
            placeholder={searchLabel}
            startAdornment={<Icon name="search" size="sm" />}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
          {actions}
        </Stack>
      }
      leftSidebar={
        sidebar ? { content: sidebar(close), label: sidebarLabel ?? '', open, onClose: close } : undefined
      }
      content={children}
    />
  );
}
