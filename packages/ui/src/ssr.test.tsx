// The kit rendered on a server (Node, `renderToString`: synchronous, so a component that suspended would throw
// "A component suspended while responding to synchronous input"). English is part of the kit, so the
// components that read their own labels render them at once; another language renders at once when its
// catalogue is given first (docs/i18n.md, "Server rendering").
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Alert,
  Avatar,
  Chip,
  Countdown,
  createDataTableColumnHelper,
  DataTable,
  Dialog,
  DialogContent,
  getInitialLocale,
  getLocale,
  LinearProgress,
  PasswordField,
  QueryStatus,
  Snackbar,
  Stack,
  setInitialLocale,
  Text,
  uiMessages,
} from './index';
import es from './i18n/es';

interface Person {
  id: string;
  name: string;
  minutes: number;
}
const column = createDataTableColumnHelper<Person>();
const columns = column.columns([
  column.accessor('name', { header: 'Name' }),
  column.accessor('minutes', { header: 'Minutes spoken' }),
]);
const people: Person[] = [
  { id: 'a', name: 'Ada Lovelace', minutes: 12 },
  { id: 'g', name: 'Grace Hopper', minutes: 7 },
];
const table = (
  <DataTable label="Participants" data={people} columns={columns} getRowId={(row) => row.id} height="20rem" />
);
const threeDays = () => new Date(Date.now() + 3 * 24 * 3600 * 1000 + 5 * 3600 * 1000);

/** Text as a reader gets it: tags dropped, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('server rendering in English (nothing suspends)', () => {
  it('PasswordField: its toggle is named "Show password"', () => {
    const html = renderToString(<PasswordField label="Password" />);
    expect(html).toContain('aria-label="Show password"');
    expect(html).toContain('type="password"');
  });

  it('Countdown: "Time left" and its units', () => {
    const text = textOf(renderToString(<Countdown endDate={threeDays()} />));
    expect(text).toContain('Time left');
    expect(text).toMatch(/\b3 days \d\d hours \d\d minutes \d\d seconds/);
  });

  it('Snackbar: its close button is named "Close"', () => {
    const html = renderToString(<Snackbar message="Saved" position="inline" autoHideDuration={null} />);
    expect(html).toContain('Saved');
    expect(html).toContain('aria-label="Close"');
  });

  it('DialogContent: renders without suspending (its portal fills in the browser)', () => {
    const html = renderToString(
      <Dialog open>
        <DialogContent title="Invite" description="Who should join?">
          Body
        </DialogContent>
      </Dialog>,
    );
    expect(html).toBe('');
  });

  it("DataTable: its rows, the search field's placeholder, the pagination's labels and counts", () => {
    const html = renderToString(table);
    const text = textOf(html);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Grace Hopper');
    expect(html).toContain('placeholder="Search…"');
    expect(text).toContain('Rows per page');
    expect(html).toContain('aria-label="Next page"');
    expect(text).toContain('1 – 2 of 2');
    expect(text).toContain('Page 1 of 1');
  });

  it('Chip: the remove button is named after the chip', () => {
    const html = renderToString(<Chip label="Ada" onRemove={() => undefined} />);
    expect(html).toContain('aria-label="Remove Ada"');
  });

  it('QueryStatus, Alert, LinearProgress, Avatar: their default labels', () => {
    const failed = textOf(
      renderToString(
        <QueryStatus
          query={{ isPending: false, isError: true, refetch: () => undefined }}
          loading="Loading people…"
          error="Could not load the people"
        />,
      ),
    );
    expect(failed).toContain('Something went wrong');
    expect(failed).toContain('Try again');
    expect(renderToString(<Alert onDismiss={() => undefined}>Heads up</Alert>)).toContain(
      'aria-label="Dismiss"',
    );
    expect(renderToString(<LinearProgress />)).toContain('aria-label="Loading"');
    expect(renderToString(<Avatar />)).toContain('alt="User"');
  });

  it('server-safe parts render too, and ids come from useId (the same on the server and in the browser)', () => {
    const html = renderToString(
      <Stack gap="md">
        <Text>Hear every voice</Text>
        <PasswordField label="Password" />
      </Stack>,
    );
    expect(html).toContain('Hear every voice');
    const id = /<input[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(id).toMatch(/_R_|«r|:r/);
    expect(html).toContain(`for="${id}"`);
  });

  it('renders in English whatever the machine language (the server starts in the initial locale)', () => {
    expect([getLocale(), getInitialLocale()]).toEqual(['en', 'en']);
  });
});

describe('server rendering in another language, its catalogue given first', () => {
  afterEach(() => setInitialLocale('en'));

  it('renders Spanish labels at once', () => {
    uiMessages.provide('es', es);
    setInitialLocale('es');
    expect(renderToString(<Chip label="Ada" onRemove={() => undefined} />)).toContain(
      `aria-label="${es.removeNamed.replace('{name}', 'Ada')}"`,
    );
    const html = renderToString(table);
    expect(html).toContain(`placeholder="${es['table.searchPlaceholder']}"`);
    expect(textOf(html)).toContain(es['table.rowsPerPage']);
    expect(renderToString(<PasswordField label="Contraseña" />)).toContain(
      `aria-label="${es['password.show']}"`,
    );
  });
});
