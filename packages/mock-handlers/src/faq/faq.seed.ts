import type { Faq } from './faq.schema';

const ENTRIES: Array<[string, string]> = [
  [
    'What is Chorus?',
    'Chorus gives better virtual meetings: every attendee is heard before the group converges.',
  ],
  [
    'How does Chorus prevent groupthink?',
    "Attendees write their ideas and stances before seeing the others, and the host can ask for a devil's advocate.",
  ],
  [
    'Who can host a meeting?',
    'Hosts create initiatives and meetings; attendees join the meetings of the initiatives they belong to.',
  ],
  [
    'Can I try Chorus without an account?',
    'Yes: the demo lists test accounts on its login page, and every change stays in your browser.',
  ],
  [
    'How do I reset the demo data?',
    'Use the reset demo data action: the sample data returns to its original state.',
  ],
  ['Is my data sent anywhere?', 'No. The demo runs on an in-browser mock API; nothing leaves your browser.'],
  ['Which browsers are supported?', 'The latest two versions of Chrome, Edge, Firefox and Safari.'],
  ['Can I export meeting outcomes?', 'Outcomes can be copied from the meeting summary.'],
  ['How many attendees can join a meeting?', 'There is no fixed limit in the demo.'],
  ['How do I change the layout?', 'Open the theme settings dialog and pick a layout style.'],
  [
    'Can I use keyboard shortcuts?',
    'Yes: add pages to the shortcuts bar and press Escape to close the search box.',
  ],
  ['Where do I report a bug?', 'Contact the support team from the help menu.'],
];

export function seedFaq(): Faq[] {
  return ENTRIES.map(([question, answer], i) => ({ id: `faq-${i + 1}`, question, answer }));
}
