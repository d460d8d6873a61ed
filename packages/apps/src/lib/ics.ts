/**
 * A calendar event as an iCalendar file (RFC 5545: `.ics`, which calendar apps import): one VEVENT with its title,
 * start and end in UTC, the description and the page's address. Text escaped (backslash, comma, semicolon, line
 * breaks), lines folded at 75 octets, CRLF line ends. A pure function: the same event gives the same file.
 */
export interface CalendarEvent {
  /** Unique and stable for the event (a calendar updates the event of the same uid). */
  uid: string;
  title: string;
  description: string;
  /** ISO 8601 (or anything Date.parse reads). */
  start: string;
  durationMin: number;
  url: string;
  /** When the file is made (DTSTAMP), ISO 8601. */
  stamp: string;
}

const utc = (time: number) =>
  new Date(time)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export const icsText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A content line folded at 75 octets (UTF-8), never inside a character; continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent, product = '-//Chorus//Meetings//EN'): string {
  const start = Date.parse(event.start);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${product}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${utc(Date.parse(event.stamp))}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(start + event.durationMin * 60_000)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
