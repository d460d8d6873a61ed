/**
 * The summary of an ended meeting: which meeting (initiative, host, when it ran), ideas by theme, the votes (bars
 * out of the dots cast, shares adding up to 100 %), the discussion's notes, the decisions with their consent record,
 * and the action items; "Export as Markdown" and "Print". Props in, callbacks out.
 */
import type { MeetingReport } from '@chorus/mock-handlers/contracts';
import { Button, Card, Icon, LinearProgress, Stack } from '@chorus/ui';
import { formatDate, formatDateRange } from '../../../lib/format';
import { ConsentRecord, NoDecisionTag } from '../../../lib/product/ConsentRecord';
import * as shared from '../../../lib/product/product.css';
import { useT } from '../i18n';
import { percentShares } from '../shares';
import * as css from './summary.css';

export interface MeetingSummaryViewProps {
  report: MeetingReport;
  /** Saves the summary as a file: Markdown or CSV. */
  onExport: (format: 'markdown' | 'csv') => void;
  onPrint: () => void;
}

function Ideas({ report }: { report: MeetingReport }) {
  const t = useT();
  if (!report.themes.length && !report.ungroupedIdeas.length)
    return <p className={shared.muted}>{t('summary.noIdeas')}</p>;
  const idea = (entry: MeetingReport['ungroupedIdeas'][number], index: number) => (
    <li key={index} className={shared.text}>
      {entry.text}
      {entry.authorName ? <span className={shared.muted}> · {entry.authorName}</span> : null}
    </li>
  );
  return (
    <Stack gap="md" minInlineSize={0}>
      {report.themes.map((theme) => (
        <Stack key={theme.title} gap="xs" minInlineSize={0}>
          <h4 className={shared.subheading}>
            {theme.title}{' '}
            <span className={shared.muted}>· {t('common.ideas', { count: theme.ideas.length })}</span>
          </h4>
          <ul className={css.ideaList} aria-label={t('common.ideasIn', { title: theme.title })}>
            {theme.ideas.map(idea)}
          </ul>
        </Stack>
      ))}
      {report.ungroupedIdeas.length ? (
        <Stack gap="xs" minInlineSize={0}>
          {report.themes.length ? (
            <h4 className={shared.subheading}>
              {t('summary.noTheme')}{' '}
              <span className={shared.muted}>
                · {t('common.ideas', { count: report.ungroupedIdeas.length })}
              </span>
            </h4>
          ) : null}
          <ul className={css.ideaList} aria-label={t('summary.ideasNoTheme')}>
            {report.ungroupedIdeas.map(idea)}
          </ul>
        </Stack>
      ) : null}
    </Stack>
  );
}

function Votes({ report }: { report: MeetingReport }) {
  const t = useT();
  if (!report.votes.length) return <p className={shared.muted}>{t('summary.noVotes')}</p>;
  return (
    <Stack gap="md" minInlineSize={0}>
      {report.votes.map((vote) => {
        const shares = percentShares(vote.tallies.map((tally) => tally.points));
        return (
          <Stack key={vote.title} gap="xs" minInlineSize={0}>
            <h4 className={shared.subheading}>{vote.title}</h4>
            <span className={shared.muted}>
              {t('summary.voted', {
                voted: vote.participation.voted,
                eligible: vote.participation.eligible,
                dots: t('common.dotsCast', { count: vote.totalPoints }),
              })}
            </span>
            <Stack
              as="ol"
              gap="xs"
              className={shared.bareList}
              aria-label={t('summary.talliesOf', { title: vote.title })}
            >
              {vote.tallies.map((tally, index) => (
                <li key={`${tally.targetType}-${tally.label}`}>
                  <Stack direction="row" wrap justify="between" gap="sm">
                    <span className={`${shared.text} ${shared.grow}`}>
                      {tally.targetType === 'group' ? (
                        <span className={shared.muted}>{t('common.themePrefix')} </span>
                      ) : null}
                      {tally.label}
                    </span>
                    <span>
                      <strong>{t('common.dots', { count: tally.points })}</strong>{' '}
                      <span className={shared.muted}>{t('common.share', { share: shares[index] })}</span>
                    </span>
                  </Stack>
                  <LinearProgress
                    className={css.bar}
                    value={tally.points}
                    max={Math.max(1, vote.totalPoints)}
                    label={tally.label}
                    aria-hidden
                  />
                </li>
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}

function Notes({ report }: { report: MeetingReport }) {
  const t = useT();
  if (!report.notes.length) return <p className={shared.muted}>{t('summary.noNotes')}</p>;
  return (
    <Stack as="ul" gap="xs" className={shared.bareList} aria-label={t('summary.notes')}>
      {report.notes.map((note, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: notes in a report carry no id
        <li key={index} className={shared.text}>
          {note.text}
          {note.theme ? <span className={shared.muted}> · {note.theme}</span> : null}
        </li>
      ))}
    </Stack>
  );
}

function Decisions({ report }: { report: MeetingReport }) {
  const t = useT();
  if (!report.outcomes.length) return <p className={shared.muted}>{t('summary.noDecisions')}</p>;
  return (
    <Stack as="ul" gap="sm" className={shared.bareList} aria-label={t('summary.decisions')}>
      {report.outcomes.map((outcome) => (
        <li key={outcome.id} className={shared.listItem}>
          <Stack direction="row" wrap align="center" gap="sm">
            {outcome.kind === 'noDecision' ? <NoDecisionTag /> : null}
            <strong className={shared.text}>{outcome.statement}</strong>
          </Stack>
          {outcome.consent ? <ConsentRecord record={outcome.consent} /> : null}
          {outcome.reviewOn ? (
            <span className={shared.muted}>
              {t('summary.reviewOn', { date: formatDate(outcome.reviewOn) })}
            </span>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}

function ActionItems({ report }: { report: MeetingReport }) {
  const t = useT();
  if (!report.actionItems.length) return <p className={shared.muted}>{t('summary.noActions')}</p>;
  return (
    <Stack as="ul" gap="xs" className={shared.bareList} aria-label={t('summary.actionItems')}>
      {report.actionItems.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: action items in a report carry no id
        <li key={index} className={shared.text}>
          {item.text}
          <span className={shared.muted}>
            {/* The separators apart from the data (names, themes): text nodes of their own. */}
            {item.owner ? <> · {item.owner}</> : null}
            {item.dueOn ? ` · ${t('summary.due', { date: formatDate(item.dueOn) })}` : ''}
            {item.theme ? <> · {item.theme}</> : null}
          </span>
        </li>
      ))}
    </Stack>
  );
}

export function MeetingSummaryView({ report, onExport, onPrint }: MeetingSummaryViewProps) {
  const t = useT();
  const sections = [
    { id: 'ideas', title: t('summary.ideas'), body: <Ideas report={report} /> },
    { id: 'votes', title: t('summary.votes'), body: <Votes report={report} /> },
    { id: 'notes', title: t('summary.notes'), body: <Notes report={report} /> },
    { id: 'decisions', title: t('summary.decisions'), body: <Decisions report={report} /> },
    { id: 'actions', title: t('summary.actionItems'), body: <ActionItems report={report} /> },
  ];
  return (
    <Card as="section" className={`${shared.panel} ${css.summaryRoot}`} aria-labelledby="summary-title">
      <Stack direction="row" wrap align="center" justify="between" gap="sm">
        <h2 className={shared.panelTitle} id="summary-title">
          {t('summary.title')}
        </h2>
        <Stack direction="row" wrap gap="sm" className={css.noPrint}>
          <Button
            size="sm"
            startIcon={<Icon name="download" size="sm" />}
            onClick={() => onExport('markdown')}
          >
            {t('summary.export')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            startIcon={<Icon name="download" size="sm" />}
            onClick={() => onExport('csv')}
          >
            {t('summary.exportCsv')}
          </Button>
          <Button size="sm" variant="outline" tone="neutral" onClick={onPrint}>
            {t('summary.print')}
          </Button>
        </Stack>
      </Stack>
      {/* Printed, the summary is the page: it says which meeting (on screen the page's header does). */}
      <Stack gap="xs" className={css.printOnly}>
        <strong className={shared.text}>{report.title}</strong>
        {report.goal.trim() ? <span className={shared.text}>{report.goal}</span> : null}
      </Stack>
      <span className={shared.muted} data-testid="summary-about">
        {t('md.header', {
          initiative: report.initiativeTitle,
          host: report.hostName,
          participants: t('summary.participants', { count: report.participantCount }),
        })}
        {report.startedAt && report.endedAt
          ? ` · ${formatDateRange(report.startedAt, report.endedAt, 'dateTime')}`
          : report.endedAt
            ? t('summary.ended', { date: formatDate(report.endedAt) })
            : ''}
      </span>
      {sections.map((section) => (
        <Stack
          key={section.id}
          as="section"
          gap="sm"
          minInlineSize={0}
          aria-labelledby={`summary-${section.id}`}
        >
          <h3 className={shared.subheading} id={`summary-${section.id}`}>
            {section.title}
          </h3>
          {section.body}
        </Stack>
      ))}
    </Card>
  );
}
