import type { PhaseType } from './meetings.schema';

/**
 * What makes an agenda make sense (no msw: the setup screen shows the same messages the API answers
 * with 400). Ideas exist only once written alone and revealed, which ends the writing phase: grouping
 * and voting work on them, so each needs a writing phase before it.
 */

/** The title a new phase gets from its type (numbered when the agenda already has one: "Discuss 2"). */
export const PHASE_TYPE_TITLES: Record<PhaseType, string> = {
  silentIdeate: 'Write alone',
  group: 'Group',
  discuss: 'Discuss',
  vote: 'Dot vote',
  roundRobin: 'Round robin',
  decide: 'Decide',
  reviewActions: 'Review actions',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a title is one its type gave it ("Discuss", "Discuss 2"), so it may follow a change of type. */
export function isTypeTitle(title: string, type: PhaseType): boolean {
  return new RegExp(`^${escapeRegExp(PHASE_TYPE_TITLES[type])}( \\d+)?$`).test(title.trim());
}

/** The title a phase of `type` gets beside phases titled `others`: "Discuss", else "Discuss 2", "Discuss 3"… */
export function typeTitle(type: PhaseType, others: readonly string[]): string {
  const base = PHASE_TYPE_TITLES[type];
  const taken = new Set(others.map((title) => title.trim()));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} ${n}`)) n += 1;
  return `${base} ${n}`;
}

export interface AgendaProblem {
  /** The phase's position in the agenda (0-based). */
  index: number;
  /** What to change: the phase's type (or place), or its title. */
  field: 'type' | 'title';
  message: string;
}

/**
 * Why an agenda makes no sense; empty when it does. Each phase needs ideas written and revealed before
 * it if it groups or votes, and a title of its own (its controls are named after it: "Move Discuss 2 up"). A
 * review of the actions opens the meeting, or is not on its agenda.
 */
export function agendaProblems(phases: readonly { type: PhaseType; title: string }[]): AgendaProblem[] {
  const problems: AgendaProblem[] = [];
  const titles = new Set<string>();
  let ideation = false;
  phases.forEach((phase, index) => {
    const title = phase.title.trim();
    const name = `"${title || `Phase ${index + 1}`}"`;
    if (title && titles.has(title.toLowerCase())) {
      problems.push({
        index,
        field: 'title',
        message: `${name} is the title of an earlier phase too: give each phase its own title`,
      });
    }
    titles.add(title.toLowerCase());
    if (phase.type === 'vote' && !ideation) {
      problems.push({
        index,
        field: 'type',
        message: `${name} is a vote with nothing to vote on: put a Write alone phase before it`,
      });
    } else if (phase.type === 'group' && !ideation) {
      problems.push({
        index,
        field: 'type',
        message: `${name} groups ideas before any are written and revealed: put a Write alone phase before it`,
      });
    }
    if (phase.type === 'reviewActions' && index > 0) {
      problems.push({
        index,
        field: 'type',
        message: `${name} reviews the actions of the series' earlier meetings: it can only be the first phase`,
      });
    }
    if (phase.type === 'silentIdeate') ideation = true;
  });
  return problems;
}
