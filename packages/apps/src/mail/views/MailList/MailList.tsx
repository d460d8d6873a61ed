import type { Mail, MailLabel } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Box, Icon, Stack } from '@chorus/ui';
import { memo } from 'react';
import * as list from '../../../lib/folder-app/folderApp.css';
import { LabelChip, RowCheckbox, ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { useStableHandlers } from '../../../lib/folder-app/useStableHandlers';
import { useT } from '../../i18n';
import * as css from '../mail.css';
import { textSnippet, Time } from '../../../lib/format';

export interface MailListProps {
  mails: readonly Mail[];
  labels: readonly MailLabel[];
  selectedIds: readonly string[];
  activeId?: string;
  itemPath: (id: string) => string;
  onToggleSelected: (id: string) => void;
  onToggleStarred: (mail: Mail) => void;
  onToggleImportant: (mail: Mail) => void;
}

/**
 * The mails of a folder, label or filter: selectable rows that open the mail. Rows are memoised and get
 * only their own facts (selected, active, their link), so a change of the selection or of one mail
 * re-renders those rows, not the whole inbox.
 */
export function MailList({
  mails,
  labels,
  selectedIds,
  activeId,
  itemPath,
  onToggleSelected,
  onToggleStarred,
  onToggleImportant,
}: MailListProps) {
  const t = useT();
  const actions = useStableHandlers({ onToggleSelected, onToggleStarred, onToggleImportant });
  return (
    <ul className={list.list} aria-label={t('list.label')}>
      {mails.map((mail) => (
        <MailRow
          key={mail.id}
          mail={mail}
          labels={labels}
          selected={selectedIds.includes(mail.id)}
          active={mail.id === activeId}
          href={itemPath(mail.id)}
          actions={actions}
          t={t}
        />
      ))}
    </ul>
  );
}

interface MailRowProps {
  mail: Mail;
  labels: readonly MailLabel[];
  selected: boolean;
  active: boolean;
  href: string;
  actions: Pick<MailListProps, 'onToggleSelected' | 'onToggleStarred' | 'onToggleImportant'>;
  /** The list's message function: a new one (a new language) re-renders every row. */
  t: ReturnType<typeof useT>;
}

const MailRow = memo(function MailRow({ mail, labels, selected, active, href, actions, t }: MailRowProps) {
  return (
    <li
      className={`${list.row} ${css.row}`}
      data-selected={selected || undefined}
      data-active={active || undefined}
      data-unread={!mail.read || undefined}
      data-testid="mail-row"
    >
      <span className={list.rowCheckWrap}>
        <RowCheckbox
          label={t('list.select', { subject: mail.subject })}
          checked={selected}
          onCheckedChange={() => actions.onToggleSelected(mail.id)}
        />
      </span>
      <div className={list.rowBody}>
        <Link to={href} className={list.rowLink} aria-current={active ? 'page' : undefined}>
          <Stack as="span" direction="row" align="baseline" gap="sm">
            {mail.read ? null : <span className={css.unreadDot} role="img" aria-label={t('list.unread')} />}
            {/* What people wrote takes its own direction (a Latin name in an Arabic page is cut at its end). */}
            <span className={css.from} dir="auto">
              {mail.from.name}
            </span>
            {mail.hasAttachments ? <Icon name="paperclip" size="xs" label={t('list.attachments')} /> : null}
            <Time className={css.time} value={mail.time} />
          </Stack>
          <Box as="span" display="block" className={css.subject} dir="auto">
            {mail.subject}
          </Box>
          {/* The mail's own text (API data, made plain and cut short): the pseudo-locale check skips it. */}
          <Box as="span" display="block" className={css.snippet} dir="auto" data-i18n-ignore="">
            {textSnippet(mail.message)}
          </Box>
        </Link>
        {mail.labels.length ? (
          <Stack as="span" direction="row" wrap gap="xs" marginBlockStart="xs">
            {mail.labels.map((id) => {
              const label = labels.find((entry) => entry.id === id);
              return label ? <LabelChip key={id} title={label.title} color={label.color} /> : null;
            })}
          </Stack>
        ) : null}
      </div>
      <span className={list.rowActions}>
        <ToggleIconButton
          icon="star"
          label={t(mail.starred ? 'list.unstar' : 'list.star', { subject: mail.subject })}
          pressed={mail.starred}
          onClick={() => actions.onToggleStarred(mail)}
        />
        <ToggleIconButton
          icon="flag"
          label={t(mail.important ? 'list.notImportant' : 'list.important', { subject: mail.subject })}
          pressed={mail.important}
          onClick={() => actions.onToggleImportant(mail)}
        />
      </span>
    </li>
  );
});
