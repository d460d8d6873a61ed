/** The card's attachments: each listed (an image can be the cover; each removed), a link added, an image added. */
import type { Card } from '@chorus/mock-handlers/contracts';
import { Button, Icon, IconButton, TextField } from '@chorus/ui';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../i18n';
import * as css from '../scrumboard.css';
import { Section } from './Section';
import type { CardFormState } from './useCardForm';

export function CardAttachments({
  card,
  attachments,
}: {
  card: Card;
  attachments: CardFormState['attachments'];
}) {
  const t = useT();
  return (
    <Section title={t('dialog.attachments')}>
      <ul className={css.checkItems}>
        {card.attachments.map((attachment) => (
          <li key={attachment.id} className={css.dialogRow}>
            {attachment.type === 'image' && attachment.src ? (
              <img className={css.thumb} src={attachment.src} alt={attachment.name} />
            ) : (
              <Icon name="paperclip" size="sm" />
            )}
            <span className={css.inlineField}>
              {attachment.url ? (
                <a href={attachment.url} target="_blank" rel="noreferrer noopener">
                  {attachment.name}
                </a>
              ) : (
                attachment.name
              )}
              <span className={css.muted}> · {formatDateTime(attachment.time)}</span>
            </span>
            {attachment.type === 'image' ? (
              <Button
                size="sm"
                variant="ghost"
                aria-pressed={card.idAttachmentCover === attachment.id}
                onClick={() => attachments.toggleCover(attachment.id)}
              >
                {card.idAttachmentCover === attachment.id ? t('dialog.removeCover') : t('dialog.makeCover')}
              </Button>
            ) : null}
            <IconButton
              size="sm"
              variant="ghost"
              label={t('dialog.removeAttachment', { name: attachment.name })}
              icon={<Icon name="x" size="sm" />}
              onClick={() => attachments.remove(attachment.id)}
            />
          </li>
        ))}
      </ul>
      <form
        className={css.dialogRow}
        onSubmit={(event) => {
          event.preventDefault();
          attachments.addLink();
        }}
      >
        <TextField
          className={css.inlineField}
          type="url"
          label={t('dialog.link')}
          hideLabel
          placeholder={t('dialog.linkPlaceholder')}
          maxLength={2000}
          value={attachments.link}
          onChange={(event) => attachments.setLink(event.target.value)}
        />
        <Button type="submit" size="sm" variant="outline">
          {t('dialog.addLink')}
        </Button>
      </form>
      <TextField
        type="file"
        accept="image/*"
        label={t('dialog.addImage')}
        helperText={t('dialog.addImageHelp')}
        error={attachments.imageError}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void attachments.addImage(file);
        }}
      />
    </Section>
  );
}
