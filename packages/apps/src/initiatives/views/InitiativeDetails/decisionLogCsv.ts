/**
 * An initiative's decision log as CSV (issue 35): a row per outcome, newest as listed, with its meeting, the date it
 * was decided and is to be reviewed, the consent counts (and a gradients round's levels) and the anonymous minority report (reasons, never who).
 * Headings in the viewer's language; what people wrote as written.
 */
import type { Outcome } from '@chorus/mock-handlers/contracts';
import { type CsvValue, toCsv } from '../../../lib/csv';
import { consentWords } from '../../../lib/product/consentWords';
import type { MessageKey } from '../../i18n';

export type Say = (key: MessageKey, values?: Record<string, unknown>) => string;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

export function decisionLogCsv(outcomes: readonly Outcome[], say: Say, words = consentWords()): string {
  const rows: CsvValue[][] = [
    [
      say('csv.decidedOn'),
      say('csv.meeting'),
      say('csv.outcome'),
      say('csv.kind'),
      say('csv.reviewOn'),
      say('csv.agree'),
      say('csv.abstain'),
      say('csv.object'),
      say('csv.block'),
      words.method('gradients'),
      say('csv.minority'),
    ],
  ];
  for (const outcome of outcomes) {
    const counts = outcome.consent?.counts;
    rows.push([
      day(outcome.decidedAt),
      outcome.meetingTitle,
      outcome.statement,
      say(outcome.kind === 'noDecision' ? 'csv.noDecision' : 'csv.decision'),
      day(outcome.reviewOn),
      counts?.agree,
      counts?.abstain,
      counts?.object,
      counts?.block,
      outcome.consent?.gradients ? words.levels(outcome.consent.gradients) : null,
      (outcome.consent?.minorityReport ?? []).map((entry) => entry.reason).join(' | '),
    ]);
  }
  return toCsv(rows);
}
