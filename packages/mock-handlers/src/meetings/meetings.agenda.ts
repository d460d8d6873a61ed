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
  message: string;
}

/** Why an agenda makes no sense, one problem per phase at most; empty when it does. */
export function agendaProblems(phases: readonly { type: PhaseType; title: string }[]): AgendaProblem[] {
  const problems: AgendaProblem[] = [];
  let ideation = false;
  phases.forEach((phase, index) => {
    const name = `"${phase.title.trim() || `Phase ${index + 1}`}"`;
    if (phase.type === 'vote' && !ideation) {
      problems.push({
        index,
        message: `${name} is a vote with nothing to vote on: put a Write alone phase before it`,
      });
    } else if (phase.type === 'group' && !ideation) {
      problems.push({
        index,
        message: `${name} groups ideas before any are written and revealed: put a Write alone phase before it`,
      });
    }
    if (phase.type === 'silentIdeate') ideation = true;
  });
  return problems;
}
