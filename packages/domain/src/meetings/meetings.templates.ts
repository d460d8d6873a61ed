import type { MeetingTemplate, PhaseInput } from './meetings.schema';

/**
 * The agendas of the meeting templates (no msw: the UI shows them in the setup screen).
 * Time boxes in seconds; null means no time box.
 */
export const MEETING_TEMPLATES: Record<
  Exclude<MeetingTemplate, 'custom'>,
  { title: string; phases: PhaseInput[] }
> = {
  brainwriting: {
    title: 'Brainwriting',
    phases: [
      {
        type: 'silentIdeate',
        title: 'Write alone',
        prompt: 'Write as many ideas as you can, one per card. Nobody sees them until the reveal.',
        timeboxSec: 300,
      },
      { type: 'group', title: 'Group', prompt: 'Gather similar ideas into themes.', timeboxSec: 300 },
      {
        type: 'vote',
        title: 'Dot vote',
        prompt: 'Spend your dots on the ideas worth pursuing.',
        timeboxSec: 180,
      },
      {
        type: 'decide',
        title: 'Decide',
        prompt: 'We pursue the top-voted idea next.',
        timeboxSec: 300,
      },
    ],
  },
  retrospective: {
    title: 'Retrospective',
    phases: [
      {
        type: 'silentIdeate',
        title: 'Reflect',
        prompt:
          'What went well, what should improve, and what do we try next? One thought per card, in its column.',
        timeboxSec: 300,
        columns: ['Went well', 'To improve', 'Try next'],
      },
      { type: 'group', title: 'Group', prompt: 'Gather the reflections into themes.', timeboxSec: 300 },
      { type: 'vote', title: 'Dot vote', prompt: 'Which themes matter most to discuss?', timeboxSec: 180 },
      {
        type: 'roundRobin',
        title: 'Round robin',
        prompt: 'One action you would commit to. Speak or pass.',
        timeboxSec: 600,
      },
      {
        type: 'discuss',
        title: 'Discuss',
        prompt: 'Agree on the actions and their owners.',
        timeboxSec: 600,
      },
    ],
  },
  decision: {
    title: 'Decision',
    phases: [
      {
        type: 'silentIdeate',
        title: 'Options and concerns',
        prompt: 'Write the options you see and the concerns you have, privately.',
        timeboxSec: 240,
      },
      { type: 'discuss', title: 'Discuss', prompt: 'Clarify the options; no decision yet.', timeboxSec: 600 },
      {
        type: 'roundRobin',
        title: 'Round robin',
        prompt: 'Where do you stand, and why? Speak or pass.',
        timeboxSec: 600,
      },
      {
        type: 'decide',
        title: 'Consent',
        prompt: 'We adopt the proposal as discussed.',
        timeboxSec: 300,
      },
    ],
  },
  premortem: {
    title: 'Pre-mortem',
    phases: [
      {
        type: 'silentIdeate',
        title: 'Imagine it failed',
        prompt: 'A year from now the project has failed. Write each reason why, one per card.',
        timeboxSec: 300,
      },
      { type: 'group', title: 'Group', prompt: 'Gather the causes into themes.', timeboxSec: 300 },
      {
        type: 'vote',
        title: 'Dot vote',
        prompt: 'Which causes are the likeliest, or would hurt most?',
        timeboxSec: 180,
      },
      {
        type: 'discuss',
        title: 'Prevent them',
        prompt: 'For each cause at the top: what do we do now to prevent it, and who owns it?',
        timeboxSec: 900,
      },
    ],
  },
  leanCoffee: {
    title: 'Lean coffee',
    phases: [
      {
        type: 'silentIdeate',
        title: 'Propose topics',
        prompt: 'Write the topics you want to talk about, one per card.',
        timeboxSec: 180,
      },
      {
        type: 'vote',
        title: 'Vote on topics',
        prompt: 'Put your dots on the topics to talk about first.',
        timeboxSec: 120,
      },
      {
        type: 'discuss',
        title: 'Talk',
        prompt: 'Take the topics in the order of the votes, a few minutes each; note what you agree on.',
        timeboxSec: 1800,
      },
    ],
  },
};

/** A fresh copy of a template's agenda (custom: empty). */
export function templatePhases(template: MeetingTemplate): PhaseInput[] {
  if (template === 'custom') return [];
  return MEETING_TEMPLATES[template].phases.map((phase) => ({ ...phase }));
}
