/**
 * The meetings list and the planning of a meeting in English (ICU MessageFormat): the source of es.ts and
 * ar.ts. The spec's strings are here to the letter ('Meetings for each initiative').
 */
export default {
  'list.title': 'Meetings for each initiative',
  'list.intro': 'Join a live meeting, prepare the next one, or read the results of the last.',
  'list.filters': 'Show meetings',
  'filter.all': 'All',
  'filter.live': 'Live',
  'filter.scheduled': 'Scheduled',
  'filter.ended': 'Ended',
  'list.loading': 'Loading the meetings…',
  'list.error': 'Could not load the meetings: {reason}',
  'list.empty': 'No meetings yet. Meetings are planned inside an initiative.',
  'list.emptyFilter': 'No meeting in this state.',
  'list.count': '{count, plural, one {# meeting} other {# meetings}}',
  'meeting.duration': '{minutes, number} min',
  'meeting.starts': 'Starts {time}',
  'meeting.ends': 'Ends {time}',
  'meeting.ended': 'Ended {time}',
  'meeting.customAgenda': 'Custom agenda',
  'meeting.youHost': 'You host',
  'meeting.hostedBy': 'Hosted by {name}',
  'template.label': 'Template',
  'template.brainwriting': 'Brainwriting',
  'template.retrospective': 'Retrospective',
  'template.decision': 'Decision',
  'template.brainwriting.help':
    'Everyone writes ideas alone, they appear at once, the group themes them, votes with dots and decides.',
  'template.retrospective.help':
    'Reflect privately on what helped and hindered, reveal, theme, vote, then one action each in turn.',
  'template.decision.help':
    'Surface options and concerns privately, discuss, hear everyone in turn, then take a consent decision.',
  'template.premortem': 'Pre-mortem',
  'template.leanCoffee': 'Lean coffee',
  'template.premortem.help':
    'Imagine the project failed: everyone writes why alone, the group themes the causes, votes on the likeliest and plans how to prevent them.',
  'template.leanCoffee.help':
    'Everyone proposes topics alone, dots decide the order, then the group talks through them one at a time.',
  'new.title': 'New meeting',
  'new.description': 'Plan it here; you can change the agenda and the settings before it starts.',
  'new.titleField': 'Title',
  'new.titleRequired': 'Give the meeting a title',
  'new.goal': 'Goal',
  'new.goalHelp': 'What should the group leave with?',
  'new.when': 'Date and time',
  'new.whenRequired': 'Pick a date and time',
  'new.length': 'Length (minutes)',
  'new.lengthRange': 'Between 5 and 1440 minutes',
  'new.submit': 'Create meeting',
  'new.rota': '{name} facilitates (their turn in the rota)',
  'new.rotaHelp':
    'They lead the meeting as its co-host; you keep the controls and may take the lead back at any time.',
};
