/** The mail app: folders, filters and labels; the list with bulk actions; the reading pane; compose. */
import '../../../lib/appIcons';
import '../../mail.icons';
import { QueryStatus } from '@chorus/ui';
import { lazy, Suspense, useState } from 'react';
import { FolderAppFrame } from '../../../lib/folder-app/FolderAppFrame';
import * as frame from '../../../lib/folder-app/folderApp.css';
import { errorText } from '../../../lib/query';
import { MAIL_BASE, useMailScreen } from '../../hooks/useMailScreen';
import { useT } from '../../i18n';
import {
  closeCompose,
  openCompose,
  setMailSearch,
  showImagesFrom,
  toggleMailSelected,
} from '../../mail.store';
import { MailDetails } from '../../views/MailDetails/MailDetails';
import { MailList } from '../../views/MailList/MailList';
import { MailSidebar } from '../../views/MailSidebar/MailSidebar';
import { MailToolbar } from '../../views/MailToolbar/MailToolbar';

/**
 * The compose dialog and its form (react-hook-form, zod and the mail schemas: ~40 KB gzip) are a chunk of their
 * own, fetched when the pointer or focus reaches "Compose" or when compose first opens (a draft to go on writing):
 * the inbox's first paint carries none of it.
 */
const loadCompose = () => import('../../views/ComposeDialog/ComposeDialog');
const ComposeDialog = lazy(() => loadCompose().then((module) => ({ default: module.ComposeDialog })));

export default function MailScreen() {
  const t = useT();
  const mail = useMailScreen();
  // Mounted from its first opening on, so that it closes with its animation.
  const [composeMounted, setComposeMounted] = useState(false);
  if (mail.composeOpen && !composeMounted) setComposeMounted(true);
  const { route, current } = mail;
  const open = current ? mail.open(current) : undefined;
  return (
    <FolderAppFrame
      fill
      title={t('screen.title')}
      sidebarLabel={t('screen.sidebar')}
      search={mail.search}
      onSearch={setMailSearch}
      searchLabel={t('screen.search')}
      sidebar={(close) => (
        <MailSidebar
          base={MAIL_BASE}
          folders={mail.lists.folders}
          filters={mail.lists.filters}
          labels={mail.lists.labels}
          unread={mail.unread}
          onCompose={() => openCompose()}
          onComposeIntent={loadCompose}
          onNavigate={close}
        />
      )}
    >
      <div className={`${frame.frame} ${frame.frameFill}`}>
        <div className={frame.workspace} data-open={route.itemId ? '' : undefined}>
          <div className={frame.listPane} data-testid="mail-list-pane">
            <MailToolbar
              visibleIds={mail.visibleIds}
              selectedIds={mail.selectedIds}
              folders={mail.folders}
              labels={mail.labels}
              onSelect={mail.selection.select}
              onMove={mail.selection.move}
              onToggleLabel={mail.selection.toggleLabel}
              onFlag={mail.selection.flag}
              onDelete={mail.selection.remove}
            />
            <QueryStatus
              query={mail.mails}
              isEmpty={mail.visible.length === 0}
              loading={t('screen.loading')}
              error={(error) => t('screen.loadError', { reason: errorText(error) })}
              empty={{ title: mail.search ? t('screen.noMatch') : t('screen.empty'), icon: 'inbox' }}
              fill
            >
              <MailList
                mails={mail.visible}
                labels={mail.labels}
                selectedIds={mail.selectedIds}
                activeId={route.itemId}
                itemPath={route.itemPath}
                onToggleSelected={toggleMailSelected}
                onToggleStarred={(item) => mail.flip(item, 'starred')}
                onToggleImportant={(item) => mail.flip(item, 'important')}
              />
            </QueryStatus>
          </div>
          {route.itemId ? (
            <section
              className={frame.detailPane}
              aria-label={t('screen.readingPane')}
              data-testid="mail-reading-pane"
            >
              {current && open ? (
                <MailDetails
                  mail={current}
                  folders={mail.folders}
                  labels={mail.labels}
                  listPath={route.listPath}
                  onToggleStarred={() => mail.flip(current, 'starred')}
                  onToggleImportant={() => mail.flip(current, 'important')}
                  onMarkUnread={open.markUnread}
                  onMove={open.move}
                  onToggleLabel={open.toggleLabel}
                  imagesShown={mail.imagesShown}
                  onShowImages={() => showImagesFrom(current.from.email)}
                  onDelete={open.remove}
                  onEditDraft={open.editDraft}
                />
              ) : (
                <QueryStatus
                  query={mail.openMail}
                  loading={t('screen.opening')}
                  error={(error) => t('screen.openError', { reason: errorText(error) })}
                  fill
                />
              )}
            </section>
          ) : null}
        </div>
      </div>
      {composeMounted ? (
        <Suspense fallback={null}>
          <ComposeDialog
            key={mail.composeDraft?.id ?? 'new'}
            open={mail.composeOpen}
            initialValues={mail.composeDraft?.values}
            onClose={closeCompose}
            onSend={mail.send}
            onSaveDraft={mail.saveDraft}
          />
        </Suspense>
      ) : null}
    </FolderAppFrame>
  );
}
