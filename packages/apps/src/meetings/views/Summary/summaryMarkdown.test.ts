import type { Outcome } from '@chorus/mock-handlers/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { consentWords } from '../../../lib/product/consentWords';
import { messages as productMessages } from '../../../lib/product/i18n';
import { messages } from '../i18n';
import { meetingReport } from '../meetings.fixtures';
import { summaryCsv } from './summaryCsv';
import { escapeMarkdown, type Say, summaryMarkdown as markdownIn } from './summaryMarkdown';

const LOCALES = ['en', 'es', 'ar'] as const;
beforeAll(() =>
  Promise.all(LOCALES.flatMap((locale) => [messages.ready(locale), productMessages.ready(locale)])),
);
const sayIn =
  (locale: (typeof LOCALES)[number]): Say =>
  (key, values) =>
    messages.format(locale, key, values);
const summaryMarkdown = (report: typeof meetingReport) => markdownIn(report, sayIn('en'), consentWords('en'));

describe('summaryMarkdown', () => {
  test('the whole summary: ideas by theme, votes as shares of the dots cast (adding up to 100 %), notes, decisions with their consent record, action items', () => {
    expect(summaryMarkdown(meetingReport)).toBe(`# Onboarding ideas

Onboarding · hosted by Hana Host · 3 participants · 2026-03-12

Goal: What does a new hire need in week one?

## Ideas

### Fewer meetings (2 ideas)

- Shorter meetings with a written agenda (Sam Staff)
- No meetings on Fridays

### In no theme (2 ideas)

- A weekly digest of decisions
- A buddy for every new hire

## Votes

### Dot vote

3 of 3 voted · 15 dots cast

- Fewer meetings (theme): 7 dots (47%)
- A weekly digest of decisions: 4 dots (27%)
- A buddy for every new hire: 4 dots (26%)

## Discussion notes

- Fridays are already quiet for most teams (theme: Fewer meetings)
- Ask the last three hires what they missed

## Decisions

- Adopt onboarding buddies from next sprint (review on 2026-06-01)
  - Round 2: 2 agree · 0 abstain · 1 object · 0 block
  - Minority report (anonymous):
    - Objection: We have not costed it yet
  - Earlier, round 1: “Adopt onboarding buddies from this sprint”, 1 agree · 0 abstain · 1 object · 1 block
    - Minority report (anonymous):
      - Block: Nobody has time to be a buddy this sprint
      - Objection: We have not costed it yet

## Action items

- [ ] Draft the agenda template (owner: Sam Staff, due 2026-03-19, theme: Fewer meetings)
`);
  });

  test('an empty meeting says so in each section; "no decision" is marked', () => {
    const text = summaryMarkdown({
      ...meetingReport,
      goal: '',
      themes: [],
      ungroupedIdeas: [],
      votes: [],
      notes: [],
      actionItems: [],
      outcomes: [
        { ...(meetingReport.outcomes[0] as Outcome), kind: 'noDecision', consent: null, reviewOn: null },
      ],
    });
    expect(text).toContain('## Ideas\n\nNo ideas were revealed.');
    expect(text).toContain('## Votes\n\nNo dot vote was held.');
    expect(text).toContain('## Discussion notes\n\nNo notes were taken.');
    expect(text).toContain('- **No decision:** Adopt onboarding buddies from next sprint\n');
    expect(text).toContain('## Action items\n\nNo action items.\n');
    expect(text).not.toContain('Goal:');
  });

  test('a gradients-of-agreement decision lists every level with its count, and marks each reason with its level', () => {
    const outcome = meetingReport.outcomes[0] as Outcome;
    const none = {
      endorse: 0,
      agreeMinor: 0,
      reservations: 0,
      abstain: 0,
      discuss: 0,
      dislike: 0,
      disagree: 0,
    };
    const report = {
      ...meetingReport,
      outcomes: [
        {
          ...outcome,
          consent: {
            round: 1,
            statement: outcome.statement,
            counts: { agree: 2, abstain: 0, object: 1, block: 0 },
            gradients: { ...none, endorse: 1, dislike: 1, disagree: 1, veto: 0 },
            minorityReport: [{ choice: 'disagree' as const, reason: 'Not costed' }],
            earlierRounds: [],
          },
        },
      ],
    };
    const text = summaryMarkdown(report);
    expect(text).toContain(
      '  - Gradients of agreement: Whole-hearted endorsement: 1 · Agreement with a minor point of contention: 0 · ' +
        'Support with reservations: 0 · Abstain: 0 · More discussion needed: 0 · Don’t like but will support: 1 · ' +
        'Serious disagreement: 1 · Veto: 0\n',
    );
    expect(text).toContain('    - Serious disagreement: Not costed\n');
    const spanish = markdownIn(report, sayIn('es'), consentWords('es'));
    expect(spanish).toContain('Grados de acuerdo: Apoyo total: 1');
    expect(spanish).toContain('- Desacuerdo serio: Not costed');
  });

  test('what people wrote cannot inject Markdown: markup escaped, one line each', () => {
    expect(escapeMarkdown('# Not a heading')).toBe('\\# Not a heading');
    expect(escapeMarkdown('- not a list')).toBe('\\- not a list');
    expect(escapeMarkdown('1. not a list')).toBe('1\\. not a list');
    expect(escapeMarkdown('[click](http://x) *bold* <b>x</b> a|b')).toBe(
      '\\[click\\](http://x) \\*bold\\* \\<b\\>x\\</b\\> a\\|b',
    );
    expect(escapeMarkdown('two\n\nlines')).toBe('two lines');
    const text = summaryMarkdown({
      ...meetingReport,
      themes: [],
      ungroupedIdeas: [{ text: '## Heading\n- item', authorName: null, column: null }],
    });
    expect(text).toContain('\n- \\## Heading - item\n');
  });

  test('in Spanish or Arabic, the headings and labels are translated and what people wrote stays as written', () => {
    const spanish = markdownIn(meetingReport, sayIn('es'), consentWords('es'));
    expect(spanish).toContain('## Ideas\n\n### Fewer meetings (2 ideas)');
    expect(spanish).toContain('## Votaciones');
    expect(spanish).toContain('- Fewer meetings (tema): 7 puntos (47');
    expect(spanish).toContain('## Notas de la discusión');
    expect(spanish).toContain('## Tareas');
    expect(spanish).toContain('- [ ] Draft the agenda template (responsable: Sam Staff, para el 2026-03-19');
    const arabic = markdownIn(meetingReport, sayIn('ar'), consentWords('ar'));
    expect(arabic).toContain('# Onboarding ideas');
    expect(arabic).toContain('## الأصوات');
    expect(arabic).toContain('Adopt onboarding buddies from next sprint');
    expect(arabic).not.toContain('## Votes');
  });
});

describe('summaryCsv', () => {
  test('an idea written in a column (a retrospective’s) says which, in the last column', () => {
    const csv = summaryCsv(
      {
        ...meetingReport,
        themes: [],
        ungroupedIdeas: [
          { text: 'Pairing helped', authorName: null, column: 'Went well' },
          { text: 'A plain idea', authorName: null, column: null },
        ],
      },
      sayIn('en'),
      consentWords('en'),
    );
    const lines = csv.split('\r\n');
    expect(lines[0]?.endsWith(',Mean score (0–5),Column')).toBe(true);
    expect(lines).toContain('Idea,,,Pairing helped,,,,,,,Went well');
    expect(lines).toContain('Idea,,,A plain idea,,,,,,,');
  });
});
