import { getDbSnapshot } from '@chorus/mock-handlers';
import { type Contact, type ContactsUser, contactsPaths } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answersEmpty,
  countReads,
  failsWith,
  heldAnswers,
  neverAnswers,
  refuses,
  withAppProviders,
  withHandlers,
  withSmallScreen,
} from '../../../lib/storybook';
import { signInForStory } from '../../../lib/storyAuth';
import { resetContactsStore } from '../../contacts.store';
import ContactsScreen from './ContactsScreen';

const paths = ['/apps/contacts/group/:groupId', '/apps/contacts/:id'];
const seed = () => getDbSnapshot().stores.contacts as { contacts: Contact[]; user: ContactsUser };

const meta = {
  title: 'Apps/Contacts/ContactsScreen',
  component: ContactsScreen,
  parameters: { layout: 'fullscreen' },
  // The template apps' calls need a signed-in admin or staff (issue 15): sign in as the seeded host.
  beforeEach: async () => {
    await signInForStory('host');
    resetContactsStore();
  },
  decorators: [withAppProviders({ path: paths, route: '/apps/contacts/all' })],
} satisfies Meta<typeof ContactsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Contacts' }, { timeout: 15_000 });
const dataRows = (tableElement: HTMLElement) =>
  within(tableElement)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const waitForRows = async (canvasElement: HTMLElement) => {
  const element = await table(canvasElement);
  await waitFor(() => expect(dataRows(element).length).toBe(10));
  return element;
};

export const AllContacts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All contacts' })).toHaveAttribute('aria-current', 'page');
    // The groups come from their own query (the user's record), which may answer after the rows.
    for (const group of seed().user.groups) {
      await expect(await canvas.findByRole('link', { name: new RegExp(group.name) })).toBeVisible();
    }
    await expect(canvas.getByText(/of 110/)).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await waitForRows(canvasElement);
    const target = seed().contacts[4] as Contact;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search contacts' }), target.email);
    await waitFor(() => expect(dataRows(element)).toHaveLength(1));
    await expect(within(element).getByText(target.email)).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search contacts' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search contacts' }), 'zzzz-nobody');
    await expect(await canvas.findByText('No contacts match the search or filters.')).toBeVisible();
  },
};

export const ColumnFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await waitForRows(canvasElement);
    const company = (seed().contacts[0] as Contact).company;
    const expected = seed().contacts.filter((contact) =>
      contact.company.toLowerCase().startsWith(company.toLowerCase()),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Company filter operator' }),
      'startsWith',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company filter value' }), company);
    await waitFor(() => expect(canvas.getByText(new RegExp(`of ${expected.length}$`))).toBeVisible());
    for (const row of dataRows(element)) await expect(within(row).getByText(company)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByText(/of 110/)).toBeVisible();
  },
};

export const ToggleStar: Story = {
  play: async ({ canvasElement }) => {
    const element = await waitForRows(canvasElement);
    const [first] = dataRows(element);
    const star = within(first as HTMLElement).getByRole('button', { name: /^Star / });
    const was = star.getAttribute('aria-pressed') === 'true';
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', String(!was)));
    // The server kept it: its answer (the user) says the same.
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', String(!was)), { timeout: 2000 });
  },
};

export const StarUnstarAndRemoveInBulk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await waitForRows(canvasElement);
    const [first, second] = dataRows(element) as [HTMLElement, HTMLElement];
    const firstName = within(first).getAllByRole('cell')[1]?.textContent ?? '';
    await userEvent.click(within(first).getByRole('checkbox'));
    await userEvent.click(within(second).getByRole('checkbox'));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Star selected' }));
    await waitFor(() =>
      expect(within(first).getByRole('button', { name: /^Star / })).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(within(second).getByRole('button', { name: /^Star / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Unstar selected' }));
    await waitFor(() =>
      expect(within(first).getByRole('button', { name: /^Star / })).toHaveAttribute('aria-pressed', 'false'),
    );
    await expect(within(second).getByRole('button', { name: /^Star / })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove selected' }));
    const dialog = await body().findByRole('dialog', { name: 'Remove 2 contacts?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await body().findByText('2 contacts removed')).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/of 108/)).toBeVisible());
    await expect(within(element).queryByText(firstName)).toBeNull();
    await expect(canvas.queryByText(/selected$/)).toBeNull();
  },
};

export const AddContact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    const dialog = await body().findByRole('dialog', { name: 'New contact' });
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expect(await form.findByText('Enter a first name')).toBeVisible();
    await expect(form.getByText('Please enter a valid email')).toBeVisible();
    await expect(form.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(form.getByLabelText(/^First name/), 'Zelda');
    await userEvent.type(form.getByLabelText(/^Last name/), 'Quorum');
    await userEvent.clear(form.getByLabelText(/^Email/));
    await userEvent.type(form.getByLabelText(/^Email/), 'zelda@chorus.dev');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expect(await body().findByText('Zelda added')).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/of 111/)).toBeVisible());
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search contacts' }), 'zelda@chorus.dev');
    await expect(await canvas.findByText('Zelda Quorum')).toBeVisible();
    // The server generated the id: the stored contact is not the optimistic placeholder.
    await waitFor(() => {
      const stored = (getDbSnapshot().stores.contacts as { contacts: Contact[] }).contacts.find(
        (contact) => contact.email === 'zelda@chorus.dev',
      );
      expect(stored?.id).toMatch(/.+/);
      expect(stored?.id.startsWith('pending-')).toBe(false);
    });
  },
};

/**
 * The server refuses the new contact: the dialog stays open with everything typed and says why in it, without
 * the server's field key ("email:") (issue 30, item 10).
 */
export const AddRefusedKeepsTheDialog: Story = {
  parameters: withHandlers(refuses(contactsPaths.addContact, 'email: This address is already taken')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    const form = within(await body().findByRole('dialog', { name: 'New contact' }));
    await userEvent.type(form.getByLabelText(/^First name/), 'Zelda');
    await userEvent.type(form.getByLabelText(/^Email/), 'zelda@chorus.dev');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent('Not saved');
    await expect(alert).toHaveTextContent('This address is already taken');
    await expect(alert).not.toHaveTextContent('email:');
    await expect(body().getByRole('dialog', { name: 'New contact' })).toBeVisible();
    await expect(form.getByLabelText(/^First name/)).toHaveValue('Zelda');
    await expect(form.getByLabelText(/^Email/)).toHaveValue('zelda@chorus.dev');
  },
};

export const EditContact: Story = {
  play: async ({ canvasElement }) => {
    const element = await waitForRows(canvasElement);
    const [first] = dataRows(element) as [HTMLElement];
    await userEvent.click(within(first).getAllByRole('cell')[3] as HTMLElement);
    const dialog = await body().findByRole('dialog', { name: 'Edit contact' });
    const form = within(dialog);
    await userEvent.clear(form.getByLabelText(/^First name/));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Enter a first name')).toBeVisible();
    await userEvent.type(form.getByLabelText(/^First name/), 'Renamed');
    await userEvent.clear(form.getByLabelText(/^Job title/));
    await userEvent.type(form.getByLabelText(/^Job title/), 'Chief Listener');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Contact saved')).toBeVisible();
    await expect(await within(element).findByText('Chief Listener')).toBeVisible();
  },
};

const contactListReads = countReads(contactsPaths.contacts);

/** A saved contact shows what the server answered (here it fills in the company), with no second GET of the list. */
export const SavedContactShowsTheServersAnswer: Story = {
  parameters: withHandlers(
    contactListReads.handler,
    http.post(contactsPaths.updateContact, async ({ request }) => {
      const { contact } = (await request.json()) as { contact: Contact };
      return HttpResponse.json({ ...contact, company: 'Filled in by the server' });
    }),
  ),
  play: async ({ canvasElement }) => {
    const element = await waitForRows(canvasElement);
    const reads = contactListReads.count;
    const [first] = dataRows(element) as [HTMLElement];
    await userEvent.click(within(first).getAllByRole('cell')[3] as HTMLElement);
    const form = within(await body().findByRole('dialog', { name: 'Edit contact' }));
    await userEvent.clear(form.getByLabelText(/^Job title/));
    await userEvent.type(form.getByLabelText(/^Job title/), 'Chief Listener');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Contact saved')).toBeVisible();
    await expect(await within(first).findByText('Filled in by the server')).toBeVisible();
    await expect(within(first).getByText('Chief Listener')).toBeVisible();
    await delay(300);
    await expect(contactListReads.count).toBe(reads);
  },
};

export const RemoveFromTheDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await waitForRows(canvasElement);
    const [first] = dataRows(element) as [HTMLElement];
    first.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Edit contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const confirm = await body().findByRole('dialog', { name: /^Remove .+\?$/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expect(await body().findByText('1 contact removed')).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/of 109/)).toBeVisible());
  },
};

export const Starred: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement);
    const link = canvas.getByRole('link', { name: 'Starred' });
    await userEvent.click(link);
    // The sidebar marks the page it went to (the route changed), then the page shows that list.
    await waitFor(() => expect(link).toHaveAttribute('aria-current', 'page'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Starred contacts' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText(new RegExp(`of ${seed().user.starred.length}$`))).toBeVisible(),
    );
  },
};

export const Frequent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement);
    // The sidebar settled (the user's groups loaded: it renders its links again with them) before the click, and
    // the link read again after it: full run 100 clicked and then waited on a node that never changed.
    const group = seed().user.groups[0] as ContactsUser['groups'][number];
    await canvas.findByRole('link', { name: new RegExp(group.name) });
    await userEvent.click(canvas.getByRole('link', { name: 'Frequently contacted' }));
    // The sidebar marks the page it went to (the route changed), then the page shows that list.
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Frequently contacted' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Frequently contacted' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText(new RegExp(`of ${seed().user.frequentContacts.length}$`))).toBeVisible(),
    );
  },
};

export const Group: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForRows(canvasElement);
    const group = seed().user.groups[0] as ContactsUser['groups'][number];
    await userEvent.click(await canvas.findByRole('link', { name: new RegExp(group.name) }));
    await expect(await canvas.findByRole('heading', { level: 1, name: group.name })).toBeVisible();
    await waitFor(() => expect(canvas.getByText(new RegExp(`of ${group.contactIds.length}$`))).toBeVisible());
  },
};

export const Empty: Story = {
  parameters: withHandlers(answersEmpty(contactsPaths.contacts)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No contacts yet', {}, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add contact' })[0] as HTMLElement);
    await expect(await body().findByRole('dialog', { name: 'New contact' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(neverAnswers(contactsPaths.contacts)),
  play: async ({ canvasElement }) => {
    const element = await table(canvasElement);
    await expect(element).toHaveAttribute('aria-busy', 'true');
    await expect(await within(element).findByText('Loading rows…')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: withHandlers(failsWith(contactsPaths.contacts, 'The contacts service is down')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('The contacts service is down');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The refusal of the star is held until the play function has seen the optimistic star (heldAnswers). */
const starRefusal = heldAnswers();
const refusedStar = async () => {
  await starRefusal.wait();
  return HttpResponse.json(
    { error: { code: 'INTERNAL', message: 'Starring is off today' } },
    { status: 500 },
  );
};

export const StarRolledBackWhenRefused: Story = {
  parameters: withHandlers(
    http.post(contactsPaths.setContactsStarred, refusedStar),
    http.post(contactsPaths.setContactsUnstarred, refusedStar),
  ),
  play: async ({ canvasElement }) => {
    starRefusal.hold();
    const element = await waitForRows(canvasElement);
    const [first] = dataRows(element);
    const button = within(first as HTMLElement).getByRole('button', { name: /^Star / });
    const name = button.getAttribute('aria-label') ?? button.getAttribute('title');
    // Found again at each look: the list may render its rows anew (a refetch), and a node held from before
    // would keep its old state.
    const star = () => within(canvasElement).getByRole('button', { name: name ?? /^Star / });
    const was = star().getAttribute('aria-pressed');
    await userEvent.click(star());
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', String(was !== 'true')));
    starRefusal.release();
    await expect(
      await body().findByText('Could not change the starred contacts: Starring is off today'),
    ).toBeVisible();
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', String(was)));
  },
};

export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Starred' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open contact lists' }));
    const drawer = await body().findByRole('dialog', { name: 'Contact lists' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Starred' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Starred contacts' })).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Contact lists' })).toBeNull());
  },
};
