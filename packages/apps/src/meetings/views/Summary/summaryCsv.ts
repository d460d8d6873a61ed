/**
 * The summary of a meeting as CSV (issue 35, "Export as CSV"): one table of what the meeting produced, a row per
 * idea, vote tally, note, decision (with each reason of its anonymous minority report) and action item, for a
 * spreadsheet. A pure function of the report, as anonymous as the report: an author's name only where they chose to
 * show it, never a voter; the headings in the viewer's language, what people wrote as written.
 */
import type { MeetingReport } from '@chorus/mock-handlers/contracts';
import { type CsvValue, toCsv } from '../../../lib/csv';
import { consentWords } from '../../../lib/product/consentWords';
import { percentShares } from '../shares';
import type { Say } from './summaryMarkdown';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

export function summaryCsv(report: MeetingReport, say: Say, words = consentWords()): string {
  const rows: CsvValue[][] = [
    [
      say('csv.section'),
      say('csv.phase'),
      say('csv.theme'),
      say('csv.text'),
      say('csv.name'),
      say('csv.dots'),
      say('csv.share'),
      say('csv.owner'),
      say('csv.due'),
      say('csv.mean'),
      say('csv.column'),
    ],
  ];
  const row = (
    section: string,
    fields: Partial<Record<'phase' | 'theme' | 'text' | 'name' | 'owner' | 'due', CsvValue>> & {
      dots?: number;
      share?: number;
      mean?: number | null;
      column?: string | null;
    },
  ) =>
    rows.push([
      section,
      fields.phase,
      fields.theme,
      fields.text,
      fields.name,
      fields.dots,
      // A percentage as a number (its column says so), for the spreadsheet to compute with.
      fields.share === undefined ? undefined : Math.round(fields.share * 100),
      fields.owner,
      fields.due,
      fields.mean,
      fields.column,
    ]);
  for (const theme of report.themes)
    for (const idea of theme.ideas)
      row(say('csv.idea'), {
        theme: theme.title,
        text: idea.text,
        name: idea.authorName,
        column: idea.column,
      });
  for (const idea of report.ungroupedIdeas)
    row(say('csv.idea'), { text: idea.text, name: idea.authorName, column: idea.column });
  for (const vote of report.votes) {
    const shares = percentShares(vote.tallies.map((tally) => tally.points));
    for (const [index, tally] of vote.tallies.entries())
      row(say('csv.vote'), {
        phase: vote.title,
        ...(tally.targetType === 'group' ? { theme: tally.label } : { text: tally.label }),
        // A score vote: the mean score, in its own column (no dots, no share).
        ...(vote.method === 'score'
          ? { mean: tally.mean ?? null }
          : { dots: tally.points, share: shares[index] ?? 0 }),
      });
  }
  for (const note of report.notes) row(say('csv.note'), { theme: note.theme, text: note.text });
  for (const outcome of report.outcomes) {
    row(say(outcome.kind === 'noDecision' ? 'csv.noDecision' : 'csv.decision'), {
      text: outcome.statement,
      due: day(outcome.reviewOn),
    });
    const gradients = outcome.consent?.gradients;
    if (gradients) row(words.method('gradients'), { text: words.levels(gradients) });
    for (const entry of outcome.consent?.minorityReport ?? [])
      row(words.reason(entry.choice), { text: entry.reason });
  }
  for (const item of report.actionItems)
    row(say('csv.action'), { theme: item.theme, text: item.text, owner: item.owner, due: day(item.dueOn) });
  return toCsv(rows);
}
