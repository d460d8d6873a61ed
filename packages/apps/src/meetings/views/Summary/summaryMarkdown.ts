/**
 * The summary of an ended meeting as Markdown (the "Export as Markdown" file): ideas by theme, the votes with
 * their share of the dots cast (adding up to 100 %), the discussion's notes, the decisions with their consent record (counts, the anonymous minority
 * report, earlier rounds) and the action items. A pure function of the report: the same report gives the
 * same text in the same language. Its headings and labels are the catalogue's, in the language `say` speaks (the
 * viewer's); what people wrote (titles, ideas, reasons, names) stays as written. Dates are ISO (YYYY-MM-DD): a
 * file is read far from the locale it was made in.
 */
import type { ConsentRecord, MeetingReport, ReportIdea, StanceCounts } from '@chorus/mock-handlers/contracts';
import { consentWords } from '../../../lib/product/consentWords';
import type { MessageKey } from '../i18n';
import { percentShares } from '../shares';

/** A message of the meeting catalogue in the export's language. */
export type Say = (key: MessageKey, values?: Record<string, unknown>) => string;

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

function idea(entry: ReportIdea): string {
  return `- ${escapeMarkdown(entry.text)}${entry.authorName ? ` (${escapeMarkdown(entry.authorName)})` : ''}`;
}

export function summaryMarkdown(report: MeetingReport, say: Say, words = consentWords()): string {
  const counts = (c: StanceCounts) => say('md.counts', { ...c });
  const reasons = (minority: ConsentRecord['minorityReport'], indent: string): string[] => {
    if (!minority.length) return [];
    return [
      `${indent}- ${say('md.minority')}`,
      ...minority.map(
        (entry) =>
          `${indent}  - ${say('md.reason', {
            kind: words.reason(entry.choice),
            reason: escapeMarkdown(entry.reason),
          })}`,
      ),
    ];
  };
  const consent = (record: ConsentRecord): string[] => {
    const lines = [
      `  - ${say('md.round', { round: record.round, counts: counts(record.counts) })}`,
      ...(record.gradients ? [`  - ${words.gradients(record.gradients)}`] : []),
      ...(record.quorum && record.quorum.stances < record.quorum.needed
        ? [`  - ${say('md.quorumNotMet', { ...record.quorum })}`]
        : []),
      ...reasons(record.minorityReport, '  '),
    ];
    for (const round of record.earlierRounds) {
      lines.push(
        `  - ${say('md.earlier', {
          round: round.round,
          statement: escapeMarkdown(round.statement),
          counts: counts(round.counts),
        })}`,
      );
      lines.push(...reasons(round.minorityReport, '    '));
    }
    return lines;
  };
  const dots = (count: number) => say('common.dots', { count });

  const out: string[] = [`# ${escapeMarkdown(report.title)}`, ''];
  const when = [...new Set([day(report.startedAt), day(report.endedAt)].filter(Boolean))] as string[];
  const header = say('md.header', {
    initiative: escapeMarkdown(report.initiativeTitle),
    host: escapeMarkdown(report.hostName),
    participants: say('summary.participants', { count: report.participantCount }),
  });
  const range =
    when.length === 2 ? say('md.range', { from: when[0], to: when[1] }) : when.length ? when[0] : null;
  out.push(range ? `${header} · ${range}` : header);
  if (report.goal.trim()) out.push('', say('md.goal', { goal: escapeMarkdown(report.goal) }));

  out.push('', `## ${say('summary.ideas')}`, '');
  if (!report.themes.length && !report.ungroupedIdeas.length) out.push(say('summary.noIdeas'));
  for (const theme of report.themes) {
    out.push(
      `### ${say('md.themeHeading', { title: escapeMarkdown(theme.title), count: theme.ideas.length })}`,
      '',
    );
    out.push(...theme.ideas.map(idea), '');
  }
  if (report.ungroupedIdeas.length) {
    if (report.themes.length)
      out.push(`### ${say('md.noThemeHeading', { count: report.ungroupedIdeas.length })}`, '');
    out.push(...report.ungroupedIdeas.map(idea), '');
  }

  out.push(`## ${say('summary.votes')}`, '');
  if (!report.votes.length) out.push(say('summary.noVotes'), '');
  for (const vote of report.votes) {
    out.push(
      `### ${escapeMarkdown(vote.title)}`,
      '',
      vote.method === 'score'
        ? say('summary.scored', { voted: vote.participation.voted, eligible: vote.participation.eligible })
        : say('summary.voted', {
            voted: vote.participation.voted,
            eligible: vote.participation.eligible,
            dots: say('common.dotsCast', { count: vote.totalPoints }),
          }),
      '',
    );
    const shares = percentShares(vote.tallies.map((tally) => tally.points));
    for (const [index, tally] of vote.tallies.entries()) {
      const label =
        tally.targetType === 'group'
          ? say('md.themeLabel', { label: escapeMarkdown(tally.label) })
          : escapeMarkdown(tally.label);
      if (vote.method === 'score') {
        out.push(
          `- ${
            tally.mean === null || tally.mean === undefined
              ? say('md.notScored', { label })
              : say('md.scoreTally', { label, mean: tally.mean, count: tally.voters ?? 0 })
          }`,
        );
        continue;
      }
      out.push(
        `- ${say('md.tally', {
          label,
          dots: dots(tally.points),
          share: say('common.share', { share: shares[index] }),
        })}`,
      );
    }
    if (vote.tallies.length) out.push('');
  }

  out.push(`## ${say('summary.notes')}`, '');
  out.push(
    ...(report.notes.length
      ? report.notes.map(
          (note) =>
            `- ${escapeMarkdown(note.text)}${note.theme ? ` (${say('md.theme', { theme: escapeMarkdown(note.theme) })})` : ''}`,
        )
      : [say('summary.noNotes')]),
    '',
  );

  out.push(`## ${say('summary.decisions')}`, '');
  if (!report.outcomes.length) out.push(say('summary.noDecisions'), '');
  for (const outcome of report.outcomes) {
    const review = day(outcome.reviewOn);
    out.push(
      `- ${outcome.kind === 'noDecision' ? `**${say('md.noDecision')}** ` : ''}${escapeMarkdown(outcome.statement)}${review ? ` ${say('md.review', { date: review })}` : ''}`,
    );
    if (outcome.consent) out.push(...consent(outcome.consent));
  }
  if (report.outcomes.length) out.push('');

  out.push(`## ${say('summary.actionItems')}`, '');
  if (!report.actionItems.length) out.push(say('summary.noActions'));
  for (const item of report.actionItems) {
    const details = [
      item.owner ? say('md.owner', { name: escapeMarkdown(item.owner) }) : null,
      item.dueOn ? say('md.due', { date: day(item.dueOn) }) : null,
      item.theme ? say('md.theme', { theme: escapeMarkdown(item.theme) }) : null,
    ].filter(Boolean);
    out.push(`- [ ] ${escapeMarkdown(item.text)}${details.length ? ` (${details.join(', ')})` : ''}`);
  }
  return `${out.join('\n').trimEnd()}\n`;
}
