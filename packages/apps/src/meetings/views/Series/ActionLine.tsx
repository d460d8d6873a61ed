/** An action item on one line: what, who (or nobody yet), by when. The discussion, a review and a series share it. */
import type { ActionItemView } from '@chorus/mock-handlers/contracts';
import { Stack } from '@chorus/ui';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import { useT } from '../i18n';

export function ActionLine({
  item,
  children,
}: {
  item: Pick<ActionItemView, 'text' | 'owner' | 'dueOn'>;
  /** What follows the tags (a review's status). */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Stack direction="row" wrap align="center" gap="xs">
      <span className={shared.text}>{item.text}</span>
      <Tag>{item.owner ? item.owner.displayName : t('discussion.noOwner')}</Tag>
      {item.dueOn ? <Tag tone="warning">{t('discussion.due', { date: formatDate(item.dueOn) })}</Tag> : null}
      {children}
    </Stack>
  );
}
