/**
 * About the profile: general information, work, contact (phone, web and e-mail as links), groups and
 * friends, each a card; a fact the profile leaves blank is left out.
 */
import type { About as AboutData } from '@chorus/mock-handlers/contracts';
import { Avatar, Card, Icon, type IconName, Text } from '@chorus/ui';
import { Fragment, type ReactNode, useId } from 'react';
import { type MessageKey, useT } from '../../i18n';
import * as css from '../profile.css';

export interface AboutProps {
  about: AboutData;
}

/** A website as an http(s) link; anything else stays text. */
function websiteHref(site: string): string | undefined {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(site) ? site : `https://${site}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function AboutCard({ title, icon, children }: { title: string; icon: IconName; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} padding="md">
      <div className={css.plainList}>
        <h2 id={titleId} className={css.sectionTitle}>
          <span className={css.count}>
            <Icon name={icon} size="sm" />
            {title}
          </span>
        </h2>
        {children}
      </div>
    </Card>
  );
}

/** Term and value pairs; empty values are left out, and a card with none says so. */
function Facts({ rows }: { rows: [MessageKey, ReactNode][] }) {
  const t = useT();
  const shown = rows.filter(([, value]) => value !== null && value !== '' && value !== undefined);
  if (shown.length === 0) return <Text tone="muted">{t('about.nothing')}</Text>;
  return (
    <dl className={css.facts}>
      {shown.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{t(term)}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A list of values, one a line; none: nothing (the fact is left out). */
function Lines({
  items,
  render = (item) => item,
}: {
  items: string[];
  render?: (item: string) => ReactNode;
}) {
  const kept = items.filter((item) => item.trim() !== '');
  if (kept.length === 0) return null;
  return (
    <ul className={css.plainList}>
      {kept.map((item) => (
        <li key={item}>{render(item)}</li>
      ))}
    </ul>
  );
}

export function About({ about }: AboutProps) {
  const t = useT();
  const { general, work, contact, groups, friends } = about;
  return (
    <div className={css.about}>
      <AboutCard title={t('about.general')} icon="info">
        <Facts
          rows={[
            ['about.gender', emptyToNull(general.gender)],
            ['about.birthday', emptyToNull(general.birthday)],
            [
              'about.locations',
              emptyList(general.locations, <Lines key="locations" items={general.locations} />),
            ],
            ['about.about', emptyToNull(general.about)],
          ]}
        />
      </AboutCard>
      <AboutCard title={t('about.work')} icon="briefcase">
        <Facts
          rows={[
            ['about.occupation', emptyToNull(work.occupation)],
            ['about.skills', emptyToNull(work.skills)],
            [
              'about.jobs',
              work.jobs.length === 0 ? null : (
                <ul key="jobs" className={css.plainList}>
                  {work.jobs.map((job) => (
                    <li key={`${job.company}-${job.date}`}>
                      <Text weight="medium">{job.company}</Text>{' '}
                      <Text size="sm" tone="muted">
                        {job.date}
                      </Text>
                    </li>
                  ))}
                </ul>
              ),
            ],
          ]}
        />
      </AboutCard>
      <AboutCard title={t('about.contact')} icon="phone">
        <Facts
          rows={[
            ['about.address', emptyToNull(contact.address)],
            [
              'about.tel',
              emptyList(
                contact.tel,
                <Lines
                  key="tel"
                  items={contact.tel}
                  render={(tel) => <a href={`tel:${tel.replace(/[^\d+]/g, '')}`}>{tel}</a>}
                />,
              ),
            ],
            [
              'about.websites',
              emptyList(
                contact.websites,
                <Lines
                  key="websites"
                  items={contact.websites}
                  render={(site) => {
                    const href = websiteHref(site);
                    return href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        {site}
                      </a>
                    ) : (
                      site
                    );
                  }}
                />,
              ),
            ],
            [
              'about.emails',
              emptyList(
                contact.emails,
                <Lines
                  key="emails"
                  items={contact.emails}
                  render={(email) => <a href={`mailto:${email}`}>{email}</a>}
                />,
              ),
            ],
          ]}
        />
      </AboutCard>
      <AboutCard title={t('about.groups')} icon="users">
        {groups.length === 0 ? (
          <Text tone="muted">{t('about.noGroups')}</Text>
        ) : (
          <ul className={css.plainList}>
            {groups.map((group) => (
              <li key={group.id} className={css.bylineText}>
                <Text weight="medium">{group.name}</Text>
                <Text size="sm" tone="muted">
                  {t('about.groupMeta', { category: group.category, members: group.members })}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </AboutCard>
      <AboutCard title={t('about.friends')} icon="circle-user">
        {friends.length === 0 ? (
          <Text tone="muted">{t('about.noFriends')}</Text>
        ) : (
          <>
            <Text size="sm" tone="muted">
              {t('about.friendCount', { count: friends.length })}
            </Text>
            <ul className={css.friends}>
              {friends.map((friend) => (
                <li key={friend.id} className={css.friend}>
                  <Avatar src={friend.avatar} name={friend.name} size="lg" decorative />
                  {friend.name}
                </li>
              ))}
            </ul>
          </>
        )}
      </AboutCard>
    </div>
  );
}

function emptyToNull(value: ReactNode): ReactNode {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

function emptyList(items: string[], node: ReactNode): ReactNode {
  return items.some((item) => item.trim() !== '') ? node : null;
}
