/**
 * A board (/apps/scrumboard/boards/{boardId}/{boardUri?}): its name, renamed inline; its lists side by side
 * with their cards, moved by drag and drop or the keyboard; lists added, renamed and removed; cards added.
 * An unknown board says 'Requested board do not exist'.
 */
import '../../../lib/appIcons';
import '../../scrumboard.icons';
import { ApiError, Link, PageSimple } from '@chorus/shell';
import { Button, EmptyState, Icon, IconButton, QueryStatus } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { confirmAction } from '../../../lib/confirm';
import { errorText } from '../../../lib/query';
import { useT } from '../../i18n';
import { scrumboardApi, scrumboardKeys } from '../../scrumboard.api';
import { SCRUMBOARD_BASE } from '../../scrumboard.paths';
import { BoardSettings } from '../../views/BoardSettings/BoardSettings';
import { BoardView } from '../../views/BoardView/BoardView';
import { CardDialog } from '../../views/CardDialog/CardDialog';
import { InlineName } from '../../views/InlineName/InlineName';
import * as css from '../../views/scrumboard.css';
import { useBoardMutations } from '../../hooks/useBoardMutations';

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export default function BoardScreen() {
  const t = useT();
  const navigate = useNavigate();
  const boardId = useParams().boardId ?? '';
  const board = useQuery({
    queryKey: scrumboardKeys.board(boardId),
    queryFn: ({ signal }) => scrumboardApi.board(boardId, signal),
    retry: (count, error) => !notFound(error) && count < 1,
  });
  const change = useBoardMutations(boardId);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The open card is in the address (?card=id): a reload or a shared link opens it again.
  const [search, setSearch] = useSearchParams();
  const openCard = (cardId: string | null) =>
    setSearch(
      (params) => {
        const next = new URLSearchParams(params);
        if (cardId) next.set('card', cardId);
        else next.delete('card');
        return next;
      },
      { replace: true },
    );
  const back = (
    <Button asChild variant="ghost" size="sm" startIcon={<Icon name="arrow-left" size="sm" />}>
      <Link to={SCRUMBOARD_BASE}>{t('board.back')}</Link>
    </Button>
  );

  if (board.isError && notFound(board.error))
    return (
      <PageSimple
        header={
          <div className={css.header}>
            {back}
            <h1 className={css.headerTitle}>{t('boards.title')}</h1>
          </div>
        }
        content={
          <EmptyState
            icon={<Icon name="square-kanban" size="lg" />}
            title={t('board.notFound')}
            action={
              <Button variant="outline" onClick={() => navigate(SCRUMBOARD_BASE)}>
                {t('board.back')}
              </Button>
            }
          />
        }
      />
    );

  const data = board.data;
  return (
    <PageSimple
      header={
        <div className={css.header}>
          {back}
          {data ? (
            <InlineName
              as="h1"
              className={css.headerTitle}
              name={data.name}
              fieldLabel={t('board.name')}
              editLabel={t('board.rename', { name: data.name })}
              onRename={(name) => change.rename.mutate(name)}
            />
          ) : (
            <h1 className={css.headerTitle}>{t('boards.title')}</h1>
          )}
          {data ? (
            <IconButton
              className={css.settingsButton}
              variant="ghost"
              label={t('board.settings')}
              icon={<Icon name="settings" />}
              onClick={() => setSettingsOpen(true)}
            />
          ) : null}
        </div>
      }
      content={
        <QueryStatus
          query={board}
          loading={t('board.loading')}
          error={(error) => t('board.loadError', { reason: errorText(error) })}
          fill
        >
          {data ? (
            <BoardView
              board={data}
              onOrderCards={(lists) => change.orderCards.mutate(lists)}
              onOrderLists={(lists) => change.orderLists.mutate(lists)}
              onAddList={(name) => change.addList.mutate(name)}
              onRenameList={(listId, name) => change.renameList.mutate({ listId, name })}
              onRemoveList={(list) =>
                confirmAction({
                  title: t('list.removeTitle', { name: list.name }),
                  description: t('list.removeBody', { count: list.idCards.length }),
                  confirmLabel: t('list.removeConfirm'),
                  onConfirm: () => change.removeList.mutate(list.id),
                })
              }
              onAddCard={(listId, name) => change.addCard.mutate({ listId, name })}
              onOpenCard={openCard}
            />
          ) : null}
          {data ? (
            <CardDialog
              card={data.cards.find((card) => card.id === search.get('card'))}
              board={data}
              memberId={data.members[0]?.id}
              onChange={(card) => change.updateCard.mutate(card)}
              onRemove={(card) =>
                confirmAction({
                  title: t('dialog.removeTitle', { name: card.name }),
                  confirmLabel: t('dialog.removeConfirm'),
                  onConfirm: () => {
                    openCard(null);
                    change.removeCard.mutate(card.id);
                  },
                })
              }
              onClose={() => openCard(null)}
            />
          ) : null}
          {data ? (
            <BoardSettings
              open={settingsOpen}
              settings={data.settings}
              onChange={(settings) => change.updateSettings.mutate(settings)}
              onClose={() => setSettingsOpen(false)}
              onDelete={() =>
                confirmAction({
                  title: t('settings.deleteTitle', { name: data.name }),
                  description: t('settings.deleteBody'),
                  confirmLabel: t('settings.deleteConfirm'),
                  onConfirm: () => {
                    setSettingsOpen(false);
                    change.deleteBoard.mutate(undefined, { onSuccess: () => navigate(SCRUMBOARD_BASE) });
                  },
                })
              }
            />
          ) : null}
        </QueryStatus>
      }
    />
  );
}
