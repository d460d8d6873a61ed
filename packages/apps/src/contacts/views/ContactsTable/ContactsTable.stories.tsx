import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../contacts.icons';
import { contactRows } from '../contacts.fixtures';
import { ContactsTable } from './ContactsTable';

const meta = {
  title: 'Apps/Contacts/ContactsTable',
  component: ContactsTable,
  args: {
    contacts: contactRows,
    search: '',
    selectedIds: [],
    onSelectionChange: fn(),
    onToggleStar: fn(),
    onEdit: fn(),
    onAdd: fn(),
    onStarSelected: fn(),
    onUnstarSelected: fn(),
    onRemoveSelected: fn(),
  },
} satisfies Meta<typeof ContactsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Star Grace Hopper' }));
    await expect(args.onToggleStar).toHaveBeenCalledWith(expect.objectContaining({ id: 'contact-2' }));
    await userEvent.click(canvas.getByText('Navy Labs'));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'contact-2' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Alan Turing' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(['contact-3']);
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const WithSelection: Story = {
  args: { selectedIds: ['contact-1', 'contact-3'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Star selected' }));
    await expect(args.onStarSelected).toHaveBeenCalledWith(['contact-1', 'contact-3']);
    await userEvent.click(canvas.getByRole('button', { name: 'Unstar selected' }));
    await expect(args.onUnstarSelected).toHaveBeenCalledWith(['contact-1', 'contact-3']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove selected' }));
    await expect(args.onRemoveSelected).toHaveBeenCalledWith(['contact-1', 'contact-3']);
  },
};

export const Searched: Story = {
  args: { search: 'hopper' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Grace Hopper')).toBeVisible();
    await expect(canvas.queryByText('Ada Lovelace')).toBeNull();
  },
};

export const Empty: Story = {
  args: { contacts: [], emptyTitle: 'No starred contacts yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No starred contacts yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { contacts: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Contacts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/**
 * In Arabic: a Latin name, e-mail, company and job title keep their own direction (dir=auto), so a long one is cut
 * at its end, not at its start; the table stays right to left.
 */
export const InArabicLatinTextKeepsItsDirection: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Ada Lovelace', 'ada.lovelace@example.com', 'Analytical Engines', 'Mathematician']) {
      const cell = canvas.getByText(text);
      await expect(getComputedStyle(cell).direction).toBe('ltr');
      await expect(getComputedStyle(cell.closest('[role="row"], tr') as HTMLElement).direction).toBe('rtl');
    }
  },
};
