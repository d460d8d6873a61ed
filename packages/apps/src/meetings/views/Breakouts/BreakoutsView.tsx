/**
 * A large meeting's breakout groups (issue 34): who is in each group, how many of them are here, ready and have
 * written (never who), the viewer's own group first in mind; and for the facilitators, bringing the groups
 * together once they have grouped their ideas. Props in.
 */
import type { BreakoutsView as Breakouts, Participant } from '@chorus/mock-handlers/contracts';
import { Button, Card, Icon, Stack } from '@chorus/ui';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import { Time } from '../../../lib/format';
import { useT } from '../i18n';

export interface BreakoutsViewProps {
  breakouts: Breakouts;
  participants: readonly Participant[];
  /** The viewer may bring the groups together now (a facilitator, in the group phase, the groups apart). */
  canBringTogether: boolean;
  /** The viewer facilitates (told when they may bring the groups together). */
  facilitates: boolean;
  busy?: boolean;
  onBringTogether: () => void;
}

export function BreakoutsView({
  breakouts,
  participants,
  canBringTogether,
  facilitates,
  busy = false,
  onBringTogether,
}: BreakoutsViewProps) {
  const t = useT();
  const nameOf = (id: string) => participants.find((person) => person.id === id)?.displayName ?? '';
  return (
    <Card as="section" className={shared.panel} aria-labelledby="breakouts-title">
      <h2 className={shared.panelTitle} id="breakouts-title">
        {t('breakouts.title')}
      </h2>
      {breakouts.apart ? (
        <p className={shared.muted}>{t('breakouts.apart', { count: breakouts.groups.length })}</p>
      ) : (
        <p className={shared.muted} data-testid="breakouts-together">
          {breakouts.mergedAt ? (
            <Time value={breakouts.mergedAt} format="time">
              {(time) => t('breakouts.together', { time })}
            </Time>
          ) : null}
        </p>
      )}
      <Stack as="ul" gap="sm" className={shared.bareList}>
        {breakouts.groups.map((group) => {
          const mine = group.number === breakouts.viewerBreakout;
          return (
            <li key={group.number} data-testid={`breakout-${group.number}`}>
              <Stack gap="xs" minInlineSize={0}>
                <Stack direction="row" wrap gap="xs" align="center">
                  <h3 className={shared.subheading}>{t('breakouts.group', { number: group.number })}</h3>
                  {mine ? <Tag tone="accent">{t('breakouts.yours')}</Tag> : null}
                </Stack>
                {/* People's names: data, not words to translate. */}
                <p className={shared.text} data-i18n-ignore>
                  {group.memberIds.map(nameOf).join(', ')}
                </p>
                <p className={shared.muted}>
                  {t('breakouts.counts', {
                    here: group.hereCount,
                    ready: group.readyCount,
                    total: group.memberIds.length,
                  })}
                  {group.submittedCount !== null
                    ? ` · ${t('breakouts.written', { count: group.submittedCount, total: group.memberIds.length })}`
                    : ''}
                </p>
              </Stack>
            </li>
          );
        })}
      </Stack>
      {facilitates && breakouts.apart ? (
        <Stack gap="xs">
          <div>
            <Button
              size="sm"
              startIcon={<Icon name="users" size="sm" />}
              disabled={!canBringTogether}
              loading={busy}
              onClick={onBringTogether}
            >
              {t('breakouts.bringTogether')}
            </Button>
          </div>
          <p className={shared.muted}>{t('breakouts.bringTogetherHelp')}</p>
        </Stack>
      ) : null}
    </Card>
  );
}
