/**
 * Who takes part: the host and the attendees, who has the meeting open now, and who said they are
 * ready. Never who has or has not written, voted or taken a stance. Props in.
 */
import type { Participant, Person } from '@chorus/mock-handlers/contracts';
import { Avatar, Popover, PopoverContent, PopoverTrigger, Stack } from '@chorus/ui';
import { PersonBadge } from '../../../lib/product/PersonBadge';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import * as css from '../../meetings.css';
import { useT } from '../i18n';

export interface ParticipantsViewProps {
  participants: readonly Participant[];
  hostId: string;
  /** Attendees who run the controls beside the host. */
  coHostIds?: readonly string[];
  /** Who joined by a guest link (shown as guests). */
  guestIds?: readonly string[];
  /** Members who have the meeting open without taking part (spectators). */
  watching?: readonly Person[];
  /** The meeting is not over: who is here and who is ready mean something. */
  showPresence: boolean;
}

export function ParticipantsView({
  participants,
  hostId,
  coHostIds = [],
  guestIds = [],
  watching = [],
  showPresence,
}: ParticipantsViewProps) {
  const t = useT();
  const here = participants.filter((person) => person.here).length;
  return (
    // A popover over the page (not a disclosure that pushes the meeting down when it opens).
    <Popover>
      <PopoverTrigger>
        <button type="button" className={css.summary}>
          {/* Initials of the participants' names: data, not words to translate. */}
          <span className={shared.avatars} aria-hidden data-i18n-ignore>
            {participants.slice(0, 4).map((person) => (
              <Avatar key={person.id} name={person.displayName} fallback="initials" size="xs" decorative />
            ))}
          </span>
          {t('participants.title')}
          {showPresence ? (
            <span className={shared.muted} data-testid="here-count">
              {' '}
              {t('participants.here', { here, total: participants.length })}
              {watching.length > 0 ? ` ${t('participants.watchingCount', { count: watching.length })}` : ''}
            </span>
          ) : null}
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label={t('participants.title')} align="end" className={css.participantsPopover}>
        <Stack as="ul" gap="sm" className={shared.bareList} aria-label={t('participants.title')}>
          {participants.map((person) => (
            <li key={person.id}>
              <Stack direction="row" wrap align="center" gap="sm">
                <PersonBadge
                  person={person}
                  suffix={
                    person.id === hostId
                      ? t('participants.host')
                      : coHostIds.includes(person.id)
                        ? t('participants.coHost')
                        : guestIds.includes(person.id)
                          ? t('guests.suffix')
                          : undefined
                  }
                />
                {showPresence ? (
                  <Tag tone={person.here ? 'positive' : 'neutral'}>
                    {person.here ? t('participants.present') : t('participants.away')}
                  </Tag>
                ) : null}
                {showPresence && person.ready ? (
                  <Tag tone="info" icon="check">
                    {t('participants.ready')}
                  </Tag>
                ) : null}
              </Stack>
            </li>
          ))}
        </Stack>
        {showPresence && watching.length > 0 ? (
          <Stack gap="xs" className={css.watching}>
            <h3 className={shared.subheading} id="watching-title">
              {t('participants.watching')}
            </h3>
            <Stack as="ul" gap="sm" className={shared.bareList} aria-labelledby="watching-title">
              {watching.map((person) => (
                <li key={person.id}>
                  <PersonBadge
                    person={person}
                    suffix={guestIds.includes(person.id) ? t('guests.suffix') : undefined}
                  />
                </li>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
