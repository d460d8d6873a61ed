import { isSafeUrl, type Mail, type MailFolder, type MailLabel } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Alert, Avatar, Box, Button, Icon, Stack } from '@chorus/ui';
import { useMemo } from 'react';
import { ActionMenu } from '../../../lib/folder-app/SelectionToolbar';
import { LabelChip, ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { Time } from '../../../lib/format';
import { isRemoteImage, SafeHtml, sanitizeHtml } from '../../../lib/SafeHtml';
import * as css from '../mail.css';
import { useT } from '../../i18n';

export interface MailDetailsProps {
  mail: Mail;
  folders: readonly MailFolder[];
  labels: readonly MailLabel[];
  /** Where "Back to the list" goes. */
  listPath: string;
  onToggleStarred: () => void;
  onToggleImportant: () => void;
  onMarkUnread: () => void;
  onMove: (folderId: number) => void;
  onToggleLabel: (labelId: number) => void;
  onDelete: () => void;
  /** Given for a draft: opens it in compose to go on writing. */
  onEditDraft?: () => void;
  /** Remote images in the body load (the reader chose to show this sender's images); held back otherwise. */
  imagesShown?: boolean;
  /** "Show images from this sender". */
  onShowImages?: () => void;
}

/** The reading pane: sender, recipients, labels, the sanitised body and the attachments. */
export function MailDetails({
  mail,
  folders,
  labels,
  listPath,
  onToggleStarred,
  onToggleImportant,
  onMarkUnread,
  onMove,
  onToggleLabel,
  onDelete,
  onEditDraft,
  imagesShown = false,
  onShowImages,
}: MailDetailsProps) {
  const t = useT();
  // Remote images (tracking pixels among them) load only once the reader asks for this sender's images: in
  // the body, the sender's avatar and the attachments' previews alike.
  const body = useMemo(
    () => sanitizeHtml(mail.message, { blockRemoteImages: !imagesShown }),
    [mail.message, imagesShown],
  );
  const shown = (src: string) => (imagesShown || !isRemoteImage(src) ? src : undefined);
  const avatar = shown(mail.from.avatar);
  const heldBack =
    body.blockedImages +
    (avatar === undefined ? 1 : 0) +
    mail.attachments.filter((file) => file.type.startsWith('image/') && shown(file.preview) === undefined)
      .length;
  return (
    <article className={css.details} aria-labelledby="mail-subject">
      {/* The actions and the subject stay at the top of the pane while the mail scrolls under them. */}
      <header className={css.detailsHead} data-testid="mail-details-head">
        <div className={css.detailsToolbar} role="toolbar" aria-label={t('details.toolbar')}>
          <Link to={listPath} className={css.backLink}>
            <Icon name="arrow-left" size="sm" />
            {t('details.back')}
          </Link>
          <Box as="span" flexGrow={1} />
          {onEditDraft ? (
            <Button
              size="sm"
              variant="soft"
              startIcon={<Icon name="pencil" size="sm" />}
              onClick={onEditDraft}
            >
              {t('details.editDraft')}
            </Button>
          ) : null}
          <ToggleIconButton
            icon="star"
            label={mail.starred ? t('actions.unstar') : t('actions.star')}
            pressed={mail.starred}
            onClick={onToggleStarred}
          />
          <ToggleIconButton
            icon="flag"
            label={mail.important ? t('actions.notImportant') : t('actions.important')}
            pressed={mail.important}
            onClick={onToggleImportant}
          />
          <ToggleIconButton icon="eye-off" label={t('actions.markUnread')} onClick={onMarkUnread} />
          <ActionMenu
            label={t('actions.moveTo')}
            options={folders
              .filter((folder) => folder.id !== mail.folder)
              .map((folder) => ({ value: String(folder.id), label: folder.title }))}
            onChoose={(value) => onMove(Number(value))}
          />
          <ActionMenu
            label={t('actions.toggleLabel')}
            options={labels.map((label) => ({
              value: String(label.id),
              label: label.title,
              checked: mail.labels.includes(label.id),
            }))}
            onChoose={(value) => onToggleLabel(Number(value))}
          />
          <ToggleIconButton icon="trash" label={t('actions.delete')} onClick={onDelete} />
        </div>
        <h2 id="mail-subject" className={css.detailsSubject}>
          {mail.subject}
        </h2>
      </header>
      <Stack gap="lg" padding="xl">
        {mail.labels.length ? (
          <Stack direction="row" wrap gap="xs" marginBlockStart="xs">
            {mail.labels.map((id) => {
              const label = labels.find((entry) => entry.id === id);
              return label ? <LabelChip key={id} title={label.title} color={label.color} /> : null;
            })}
          </Stack>
        ) : null}
        <Stack direction="row" align="center" wrap gap="md">
          <Avatar src={avatar || undefined} name={mail.from.name} decorative />
          <div className={css.senderText}>
            <strong>{mail.from.name}</strong>
            <span className={css.muted}>{mail.from.email}</span>
            <span className={css.muted}>
              {mail.to.length
                ? t('details.to', { names: mail.to.map((person) => person.name || person.email).join(', ') })
                : t('details.toNoOne')}
            </span>
            {mail.cc?.length ? (
              <span className={css.muted}>
                {t('details.cc', { names: mail.cc.map((person) => person.name || person.email).join(', ') })}
              </span>
            ) : null}
          </div>
          <Time className={css.sentAt} value={mail.time} format="dateTime" />
        </Stack>
        {heldBack > 0 && onShowImages ? (
          <Alert
            tone="info"
            action={
              <Button size="sm" variant="soft" onClick={onShowImages}>
                {t('details.showImages')}
              </Button>
            }
          >
            {t('details.imagesHidden')}
          </Alert>
        ) : null}
        <SafeHtml className={css.message} html={body} data-testid="mail-message" />
        {mail.attachments.length ? (
          <section aria-labelledby="mail-attachments">
            <h3 id="mail-attachments" className={css.muted}>
              <Icon name="paperclip" size="xs" />{' '}
              {t('details.attachments', { count: mail.attachments.length })}
            </h3>
            <ul className={css.attachments}>
              {mail.attachments.map((file) => (
                <li key={file.fileName}>
                  <a
                    className={css.attachment}
                    // The contract accepts only http(s) here; a stored value that is not one links nowhere.
                    href={isSafeUrl(file.url, 'link') ? file.url : undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                    download={file.fileName}
                  >
                    {file.type.startsWith('image/') && shown(file.preview) !== undefined ? (
                      <img
                        className={css.attachmentPreview}
                        src={isSafeUrl(file.preview, 'image') ? file.preview : undefined}
                        alt=""
                        loading="lazy"
                      />
                    ) : (
                      <Stack as="span" align="center" justify="center" className={css.attachmentPreview}>
                        <Icon name="file-text" size="xl" tone="muted" />
                      </Stack>
                    )}
                    <span>{file.fileName}</span>
                    <span className={css.muted}>{file.size}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Stack>
    </article>
  );
}
