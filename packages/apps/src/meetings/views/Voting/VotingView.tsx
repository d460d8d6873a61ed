/**
 * Dot voting: a fixed budget, a cap per idea, tallies hidden (by default) until the host closes it. A score vote
 * instead scores each theme or idea from 0 to SCORE_MAX (unscored ones are left out). The draft ballot is the view's
 * own state until "Save my ballot". Props in, callbacks out.
 */
import {
  type Allocation,
  type IdeasResponse,
  type IdeaView,
  type MyBallot,
  SCORE_MAX,
} from '@chorus/mock-handlers/contracts';
import { Button, Icon, IconButton, Select, Stack, visuallyHidden } from '@chorus/ui';
import { useEffect, useMemo, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import * as shared from '../../../lib/product/product.css';
import * as css from '../../meetings.css';
import { t, useT } from '../i18n';
import { Progress, UnsavedMark } from '../parts';

interface BallotTarget {
  id: string;
  label: string;
  /** What the dot buttons are named after ("the theme Fewer meetings"). */
  name: string;
  detail: string;
  /** A theme's ideas (shown inside it, not votable apart); undefined for an ungrouped idea. */
  theme?: IdeaView[];
}

/**
 * What a ballot lists, on one level: each theme once, with its ideas inside ("2 ideas"), then the ideas
 * in no theme. Hidden ideas are left out; a theme left with none is too.
 */
export function ballotTargets(ideas: IdeasResponse): BallotTarget[] {
  const visible = ideas.ideas.filter((i) => !i.hidden);
  const themes = new Map<string, BallotTarget>();
  const grouped = new Set<string>();
  for (const group of ideas.groups) {
    for (const id of group.ideaIds) grouped.add(id);
    const inside = visible.filter((i) => group.ideaIds.includes(i.id));
    if (themes.has(group.id) || inside.length === 0) continue;
    themes.set(group.id, {
      id: group.id,
      label: group.title,
      name: t('vote.themeName', { title: group.title }),
      detail: t('common.ideas', { count: inside.length }),
      theme: inside,
    });
  }
  return [
    ...themes.values(),
    ...visible
      .filter((i) => !grouped.has(i.id))
      .map((i) => ({ id: i.id, label: i.text, name: i.text, detail: i.authorName ?? '' })),
  ];
}

export interface VotingViewProps {
  ideas: IdeasResponse;
  /** A score vote (0 to SCORE_MAX for each target) instead of dots. */
  scoring?: boolean;
  /** The viewer's saved ballot (none for someone who only follows the meeting). */
  ballot?: MyBallot;
  dotsPerPerson: number;
  maxDotsPerIdea: number;
  /** null while too few have voted to count aloud (MIN_COUNTED_VOTERS). */
  submittedCount: number | null;
  eligibleCount: number;
  /** The vote is open and the viewer takes part. */
  open: boolean;
  saving?: boolean;
  /** The ballot shown is kept on this device, not saved yet (the server could not be reached). */
  unsaved?: boolean;
  onSave: (allocations: Allocation[]) => void;
}

export function VotingView({
  ideas,
  scoring = false,
  ballot,
  dotsPerPerson,
  maxDotsPerIdea,
  submittedCount,
  eligibleCount,
  open,
  saving,
  unsaved = false,
  onSave,
}: VotingViewProps) {
  const t = useT();
  const [draft, setDraft] = useState<Record<string, number>>({});
  useEffect(() => {
    if (ballot) setDraft(Object.fromEntries(ballot.allocations.map((a) => [a.targetId, a.points])));
  }, [ballot]);
  const used = Object.values(draft).reduce((sum, points) => sum + points, 0);
  // A score vote's ballot counts once anything is scored (a 0 too); dots once a dot is placed.
  const cast = scoring ? Object.keys(draft).length > 0 : used > 0;
  const scoreOptions = [
    { value: '', label: t('vote.noScore') },
    ...Array.from({ length: SCORE_MAX + 1 }, (_, score) => ({
      value: String(score),
      label: t('vote.scoreOption', { score }),
    })),
  ];
  const left = dotsPerPerson - used;
  // The names are in the active language: made again when it changes (`t` with it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: t stands for the language.
  const targets = useMemo(() => ballotTargets(ideas), [ideas, t]);
  return (
    <Stack gap="md" minInlineSize={0}>
      <Progress done={submittedCount} total={eligibleCount} kind="voted" />
      {ballot?.returnedDots ? (
        <p className={shared.metaItem} role="status" data-testid="dots-returned">
          <Icon name="info" size="xs" /> {t('vote.returned', { count: ballot.returnedDots })}
        </p>
      ) : null}
      {open && scoring ? (
        <p className={shared.muted} data-testid="score-rules">
          {t('vote.scoreRules', { max: SCORE_MAX })}
        </p>
      ) : open ? (
        <p className={shared.muted} data-testid="dots-left">
          <strong>{t('vote.left', { left, total: dotsPerPerson })}</strong>{' '}
          {t('vote.rules', { max: maxDotsPerIdea })}
        </p>
      ) : null}
      {targets.length === 0 ? <p className={shared.muted}>{t('vote.nothing')}</p> : null}
      <Stack as="ul" gap="sm" className={shared.bareList} aria-label={t('vote.label')}>
        {targets.map((target) => {
          const points = draft[target.id] ?? 0;
          return (
            <li key={target.id} className={shared.listItem}>
              <Stack direction="row" wrap align="center" justify="between" gap="sm">
                <span className={`${shared.text} ${shared.grow}`}>
                  {target.theme ? <span className={shared.muted}>{t('common.themePrefix')} </span> : null}
                  {target.theme ? <strong>{target.label}</strong> : target.label}
                  {target.detail ? <span className={shared.muted}> · {target.detail}</span> : null}
                </span>
                {open && scoring ? (
                  <Select
                    label={t('vote.scoreFor', { name: target.name })}
                    hideLabel
                    value={draft[target.id] === undefined ? '' : String(draft[target.id])}
                    options={scoreOptions}
                    onChange={(event) => {
                      const value = event.target.value;
                      setDraft(({ [target.id]: _old, ...rest }) =>
                        value === '' ? rest : { ...rest, [target.id]: Number(value) },
                      );
                    }}
                  />
                ) : open ? (
                  <Stack direction="row" wrap align="center" gap="sm">
                    <IconButton
                      size="sm"
                      variant="outline"
                      icon={<Icon name="minus" size="sm" />}
                      disabled={points === 0}
                      label={t('vote.remove', { name: target.name })}
                      onClick={() => setDraft((d) => ({ ...d, [target.id]: points - 1 }))}
                    />
                    <span className={css.dotsLeft} aria-live="polite">
                      {formatNumber(points)} / {formatNumber(maxDotsPerIdea)}
                      <span className={visuallyHidden}> {t('vote.dotsUnit')}</span>
                    </span>
                    <IconButton
                      size="sm"
                      variant="outline"
                      tone="accent"
                      icon={<Icon name="plus" size="sm" />}
                      disabled={points >= maxDotsPerIdea || left <= 0}
                      label={t('vote.add', { name: target.name })}
                      onClick={() => setDraft((d) => ({ ...d, [target.id]: points + 1 }))}
                    />
                  </Stack>
                ) : null}
              </Stack>
              {target.theme ? (
                <ul className={css.themeIdeas} aria-label={t('common.ideasIn', { title: target.label })}>
                  {target.theme.map((entry) => (
                    <li key={entry.id}>{entry.text}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </Stack>
      {open ? (
        <Stack direction="row" wrap align="center" justify="between" gap="sm">
          {unsaved ? (
            <UnsavedMark waiting="outbox.ballotWaiting" />
          ) : (
            <span className={shared.muted}>{ballot?.submitted ? t('vote.in') : t('vote.notSaved')}</span>
          )}
          <Button
            startIcon={<Icon name="vote" size="sm" />}
            loading={saving}
            disabled={!cast}
            onClick={() =>
              onSave(
                Object.entries(draft)
                  .filter(([, points]) => scoring || points > 0)
                  .map(([targetId, points]) => ({ targetId, points })),
              )
            }
          >
            {t('vote.save')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
