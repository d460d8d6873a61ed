import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { DateInput } from '../DateInput/DateInput';
import { Heading } from '../Heading/Heading';
import { TextField } from '../TextField/TextField';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';

const sections = [
  { value: 'join', title: 'How do I join a meeting?', body: 'Open the invitation and choose Join.' },
  { value: 'mute', title: 'Can others hear me?', body: 'Only when your microphone is on.' },
  { value: 'record', title: 'Who can record?', body: 'Hosts, after telling everyone.' },
];

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { type: 'single', collapsible: true, defaultValue: 'join' },
  render: (args) => (
    <Accordion {...args} style={{ maxInlineSize: 480 }}>
      {sections.map((section) => (
        <AccordionItem key={section.value} value={section.value}>
          <AccordionTrigger>{section.title}</AccordionTrigger>
          <AccordionContent>{section.body}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const join = canvas.getByRole('button', { name: 'How do I join a meeting?' });
    const mute = canvas.getByRole('button', { name: 'Can others hear me?' });
    await expect(join).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Open the invitation and choose Join.')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await userEvent.click(mute);
    await expect(mute).toHaveAttribute('aria-expanded', 'true');
    await expect(join).toHaveAttribute('aria-expanded', 'false');
    // Keyboard: arrows move between headers, Enter toggles.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Who can record?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Who can record?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Who can record?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Multiple: Story = {
  render: () => (
    <Accordion type="multiple" defaultValue={['join', 'mute']} style={{ maxInlineSize: 480 }}>
      {sections.map((section) => (
        <AccordionItem key={section.value} value={section.value}>
          <AccordionTrigger>{section.title}</AccordionTrigger>
          <AccordionContent>{section.body}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'How do I join a meeting?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Can others hear me?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

function ControlledAccordion() {
  const [value, setValue] = useState('');
  return (
    <div>
      <p>Open: {value || 'none'}</p>
      <Accordion type="single" collapsible value={value} onValueChange={setValue}>
        {sections.map((section) => (
          <AccordionItem key={section.value} value={section.value}>
            <AccordionTrigger headingLevel={2}>{section.title}</AccordionTrigger>
            <AccordionContent>{section.body}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledAccordion />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Open: none')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Who can record?' }));
    await expect(canvas.getByText('Open: record')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'defaultDark' } };
export const MainThemeDark: Story = { globals: { theme: 'mainThemeDark' } };

// Usage examples for the docs page (Accordion.mdx): out of the sidebar and of the docs page's list of states.

/** Do: optional detail under headings that say what each section holds, at the level the page outline needs. */
export const DoOptionalDetail: Story = {
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <div style={{ maxInlineSize: 480 }}>
      <Heading level={2} size="lg">
        Help with meetings
      </Heading>
      <Accordion {...args}>
        {sections.map((section) => (
          <AccordionItem key={section.value} value={section.value}>
            <AccordionTrigger headingLevel={3}>{section.title}</AccordionTrigger>
            <AccordionContent>{section.body}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: 'How do I join a meeting?' })).toBeVisible();
  },
};

/** Don't: a form's required fields in closed sections: nobody sees them until the form reports them missing. */
export const DontHideRequiredFields: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <form
      style={{ display: 'grid', gap: 16, maxInlineSize: 480 }}
      onSubmit={(event) => event.preventDefault()}
    >
      <Accordion type="multiple">
        <AccordionItem value="when">
          <AccordionTrigger>When</AccordionTrigger>
          <AccordionContent>
            <DateInput label="Meeting date" required />
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="who">
          <AccordionTrigger>Who</AccordionTrigger>
          <AccordionContent>
            <TextField label="Invitees" required />
          </AccordionContent>
        </AccordionItem>
      </Accordion>
      <div>
        <Button type="submit">Schedule meeting</Button>
      </div>
    </form>
  ),
  play: async ({ canvas }) => {
    // Closed sections are not rendered: the required fields are nowhere on the page.
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
