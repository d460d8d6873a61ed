import { expect, test } from 'vitest';
import { calendarFile, foldLine, icsText } from './ics';

const event = {
  uid: 'meeting-1@chorus',
  title: 'Offsite: where, when; and who',
  description: 'Agree on the offsite.\nBring ideas',
  start: '2026-12-07T09:30:00.000Z',
  durationMin: 90,
  url: 'https://chorus.example/apps/meetings/details?id=meeting-1',
  stamp: '2026-12-05T12:00:00.000Z',
};

test('an event with its times in UTC, its end from its length, its text escaped', () => {
  const file = calendarFile(event);
  const lines = file.split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('DTSTART:20261207T093000Z');
  expect(lines).toContain('DTEND:20261207T110000Z');
  expect(lines).toContain('DTSTAMP:20261205T120000Z');
  expect(lines).toContain('SUMMARY:Offsite: where\\, when\\; and who');
  expect(lines).toContain('DESCRIPTION:Agree on the offsite.\\nBring ideas');
  expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(icsText('a\\b')).toBe('a\\\\b');
});

test('long lines fold at 75 octets, never inside a character', () => {
  const line = `SUMMARY:${'مرحبا '.repeat(30)}`;
  const folded = foldLine(line).split('\r\n');
  for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  expect(folded.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line);
});
