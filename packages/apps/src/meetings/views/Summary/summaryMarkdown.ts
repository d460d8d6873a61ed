/**
 * The summary of an ended meeting as Markdown (the "Export as Markdown" file): ideas by theme, the votes with
 * their share of the dots cast, the decisions with their consent record (counts, the anonymous minority
 * report, earlier rounds) and the action items. A pure function of the report: the same report gives the
 * same text. Dates are ISO (YYYY-MM-DD): a file is read far from the locale it was made in.
 */
import type { ConsentRecord, MeetingReport, ReportIdea, StanceCounts } from '@chorus/mock-handlers/contracts';

/**
 * Text as Markdown shows it literally, on one line: the inline markup characters escaped (emphasis, code,
 * links, HTML, tables, strike-through), and a start that would read as a list, a heading or a quote.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\`*_[\]<>|~])/g, '\\$1')
    .replace(/^([#+\->])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);
const count = (n: number, one: string, other = `${one}s`) => `${n} ${n === 1 ? one : other}`;
const percent = (part: number, whole: number) => `${whole ? Math.round((part / whole) * 100) : 0}%`;
const counts = (c: StanceCounts) =>
  `${c.agree} agree · ${c.abstain} abstain · ${c.object} object · ${c.block} block`;

function idea(entry: ReportIdea): string {
  return `- ${escapeMarkdown(entry.text)}${entry.authorName ? ` (${escapeMarkdown(entry.authorName)})` : ''}`;
}

function reasons(report: ConsentRecord['minorityReport'], indent: string): string[] {
  if (!report.length) return [];
  return [
    `${indent}- Minority report (anonymous):`,
    ...report.map(
      (entry) =>
        `${indent}  - ${entry.choice === 'block' ? 'Block' : 'Objection'}: ${escapeMarkdown(entry.reason)}`,
    ),
  ];
}

function consent(record: ConsentRecord): string[] {
  const lines = [
    `  - Round ${record.round}: ${counts(record.counts)}`,
    ...reasons(record.minorityReport, '  '),
  ];
  for (const round of record.earlierRounds) {
    lines.push(
      `  - Earlier, round ${round.round}: “${escapeMarkdown(round.statement)}”, ${counts(round.counts)}`,
    );
    lines.push(...reasons(round.minorityReport, '    '));
  }
  return lines;
}

export function summaryMarkdown(report: MeetingReport): string {
  const out: string[] = [`# ${escapeMarkdown(report.title)}`, ''];
  const when = [day(report.startedAt), day(report.endedAt)].filter(Boolean);
  out.push(
    `${escapeMarkdown(report.initiativeTitle)} · hosted by ${escapeMarkdown(report.hostName)} · ${count(report.participantCount, 'participant')}${when.length ? ` · ${[...new Set(when)].join(' to ')}` : ''}`,
  );
  if (report.goal.trim()) out.push('', `Goal: ${escapeMarkdown(report.goal)}`);

  out.push('', '## Ideas', '');
  if (!report.themes.length && !report.ungroupedIdeas.length) out.push('No ideas were revealed.');
  for (const theme of report.themes) {
    out.push(`### ${escapeMarkdown(theme.title)} (${count(theme.ideas.length, 'idea')})`, '');
    out.push(...theme.ideas.map(idea), '');
  }
  if (report.ungroupedIdeas.length) {
    if (report.themes.length)
      out.push(`### In no theme (${count(report.ungroupedIdeas.length, 'idea')})`, '');
    out.push(...report.ungroupedIdeas.map(idea), '');
  }

  out.push('## Votes', '');
  if (!report.votes.length) out.push('No dot vote was held.', '');
  for (const vote of report.votes) {
    out.push(
      `### ${escapeMarkdown(vote.title)}`,
      '',
      `${vote.participation.voted} of ${vote.participation.eligible} voted · ${count(vote.totalPoints, 'dot')} cast`,
      '',
    );
    for (const tally of vote.tallies) {
      const label = `${tally.targetType === 'group' ? 'Theme: ' : ''}${escapeMarkdown(tally.label)}`;
      out.push(`- ${label}: ${count(tally.points, 'dot')} (${percent(tally.points, vote.totalPoints)})`);
    }
    if (vote.tallies.length) out.push('');
  }

  out.push('## Decisions', '');
  if (!report.outcomes.length) out.push('No decision was recorded.', '');
  for (const outcome of report.outcomes) {
    const review = day(outcome.reviewOn);
    out.push(
      `- ${outcome.kind === 'noDecision' ? '**No decision:** ' : ''}${escapeMarkdown(outcome.statement)}${review ? ` (review on ${review})` : ''}`,
    );
    if (outcome.consent) out.push(...consent(outcome.consent));
  }
  if (report.outcomes.length) out.push('');

  out.push('## Action items', '');
  if (!report.actionItems.length) out.push('No action items.');
  for (const item of report.actionItems) {
    const details = [
      item.owner ? `owner: ${escapeMarkdown(item.owner)}` : null,
      item.dueOn ? `due ${day(item.dueOn)}` : null,
      item.theme ? `theme: ${escapeMarkdown(item.theme)}` : null,
    ].filter(Boolean);
    out.push(`- [ ] ${escapeMarkdown(item.text)}${details.length ? ` (${details.join(', ')})` : ''}`);
  }
  return `${out.join('\n').trimEnd()}\n`;
}
