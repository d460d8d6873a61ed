/**
 * The summary of an ended meeting: ideas by theme, the votes (bars out of the dots cast), the decisions with
 * their consent record, and the action items; "Export as Markdown" and "Print". Props in, callbacks out.
 */
import type { MeetingReport } from '@chorus/mock-handlers/contracts';
import { Button, Card, Icon, LinearProgress, Stack } from '@chorus/ui';
import { formatDate, plural } from '../../../lib/format';
import { ConsentRecord, NoDecisionTag } from '../../../lib/product/ConsentRecord';
import * as shared from '../../../lib/product/product.css';
import * as css from './summary.css';

export interface MeetingSummaryViewProps {
  report: MeetingReport;
  onExport: () => void;
  onPrint: () => void;
}

const percent = (part: number, whole: number) => `${whole ? Math.round((part / whole) * 100) : 0}%`;

function Ideas({ report }: { report: MeetingReport }) {
  if (!report.themes.length && !report.ungroupedIdeas.length)
    return <p className={shared.muted}>No ideas were revealed.</p>;
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
            {theme.title} <span className={shared.muted}>· {plural(theme.ideas.length, 'idea')}</span>
          </h4>
          <ul className={css.ideaList} aria-label={`Ideas in ${theme.title}`}>
            {theme.ideas.map(idea)}
          </ul>
        </Stack>
      ))}
      {report.ungroupedIdeas.length ? (
        <Stack gap="xs" minInlineSize={0}>
          {report.themes.length ? (
            <h4 className={shared.subheading}>
              In no theme{' '}
              <span className={shared.muted}>· {plural(report.ungroupedIdeas.length, 'idea')}</span>
            </h4>
          ) : null}
          <ul className={css.ideaList} aria-label="Ideas in no theme">
            {report.ungroupedIdeas.map(idea)}
          </ul>
        </Stack>
      ) : null}
    </Stack>
  );
}

function Votes({ report }: { report: MeetingReport }) {
  if (!report.votes.length) return <p className={shared.muted}>No dot vote was held.</p>;
  return (
    <Stack gap="md" minInlineSize={0}>
      {report.votes.map((vote) => (
        <Stack key={vote.title} gap="xs" minInlineSize={0}>
          <h4 className={shared.subheading}>{vote.title}</h4>
          <span className={shared.muted}>
            {vote.participation.voted} of {vote.participation.eligible} voted ·{' '}
            {plural(vote.totalPoints, 'dot')} cast
          </span>
          <Stack as="ol" gap="xs" className={shared.bareList} aria-label={`Tallies of ${vote.title}`}>
            {vote.tallies.map((tally) => (
              <li key={`${tally.targetType}-${tally.label}`}>
                <Stack direction="row" wrap justify="between" gap="sm">
                  <span className={`${shared.text} ${shared.grow}`}>
                    {tally.targetType === 'group' ? <span className={shared.muted}>Theme: </span> : null}
                    {tally.label}
                  </span>
                  <span>
                    <strong>{plural(tally.points, 'dot')}</strong>{' '}
                    <span className={shared.muted}>{percent(tally.points, vote.totalPoints)}</span>
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
      ))}
    </Stack>
  );
}

function Decisions({ report }: { report: MeetingReport }) {
  if (!report.outcomes.length) return <p className={shared.muted}>No decision was recorded.</p>;
  return (
    <Stack as="ul" gap="sm" className={shared.bareList} aria-label="Decisions">
      {report.outcomes.map((outcome) => (
        <li key={outcome.id} className={shared.listItem}>
          <Stack direction="row" wrap align="center" gap="sm">
            {outcome.kind === 'noDecision' ? <NoDecisionTag /> : null}
            <strong className={shared.text}>{outcome.statement}</strong>
          </Stack>
          {outcome.consent ? <ConsentRecord record={outcome.consent} /> : null}
          {outcome.reviewOn ? (
            <span className={shared.muted}>Review on {formatDate(outcome.reviewOn)}</span>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}

function ActionItems({ report }: { report: MeetingReport }) {
  if (!report.actionItems.length) return <p className={shared.muted}>No action items.</p>;
  return (
    <Stack as="ul" gap="xs" className={shared.bareList} aria-label="Action items">
      {report.actionItems.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: action items in a report carry no id
        <li key={index} className={shared.text}>
          {item.text}
          <span className={shared.muted}>
            {item.owner ? ` · ${item.owner}` : ''}
            {item.dueOn ? ` · due ${formatDate(item.dueOn)}` : ''}
            {item.theme ? ` · ${item.theme}` : ''}
          </span>
        </li>
      ))}
    </Stack>
  );
}

export function MeetingSummaryView({ report, onExport, onPrint }: MeetingSummaryViewProps) {
  const sections = [
    { id: 'ideas', title: 'Ideas', body: <Ideas report={report} /> },
    { id: 'votes', title: 'Votes', body: <Votes report={report} /> },
    { id: 'decisions', title: 'Decisions', body: <Decisions report={report} /> },
    { id: 'actions', title: 'Action items', body: <ActionItems report={report} /> },
  ];
  return (
    <Card as="section" className={`${shared.panel} ${css.summaryRoot}`} aria-labelledby="summary-title">
      <Stack direction="row" wrap align="center" justify="between" gap="sm">
        <h2 className={shared.panelTitle} id="summary-title">
          Summary
        </h2>
        <Stack direction="row" wrap gap="sm" className={css.noPrint}>
          <Button size="sm" startIcon={<Icon name="download" size="sm" />} onClick={onExport}>
            Export as Markdown
          </Button>
          <Button size="sm" variant="outline" tone="neutral" onClick={onPrint}>
            Print
          </Button>
        </Stack>
      </Stack>
      <span className={shared.muted}>
        {plural(report.participantCount, 'participant')}
        {report.endedAt ? ` · ended ${formatDate(report.endedAt)}` : ''}
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
