import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text/Text';
import { Paper } from './Paper';

const meta = {
  title: 'UI/Paper',
  component: Paper,
  args: { padding: 'lg', children: 'Raised surface' },
} satisfies Meta<typeof Paper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Elevations: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, padding: 8 }}>
      {([0, 1, 2, 3] as const).map((elevation) => (
        <Paper key={elevation} {...args} elevation={elevation} bordered={elevation === 0}>
          Elevation {elevation}
        </Paper>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Elevation 2')).toHaveAttribute('data-elevation', '2');
  },
};

// Usage examples for the docs page (Paper.mdx): out of the sidebar and of the docs page's list of states.

/** Do: the surface of a panel of your own, on the element its content is (a named `aside` here). */
export const DoSemanticSurface: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ padding: 8, maxInlineSize: 360 }}>
      <Paper as="aside" aria-label="Meeting notes" elevation={1} bordered padding="lg">
        <Text as="p" weight="semibold">
          Meeting notes
        </Text>
        <Text as="p" size="sm" tone="muted">
          Only hosts can edit the notes.
        </Text>
      </Paper>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Meeting notes' })).toHaveAttribute(
      'data-elevation',
      '1',
    );
  },
};

/** Don't: raised papers inside raised papers; the shadows pile up and nothing says which one is on top. */
export const DontStackElevations: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ padding: 8, maxInlineSize: 360 }}>
      <Paper elevation={3} padding="lg">
        <Text as="p">Agenda</Text>
        <Paper elevation={2} padding="md">
          <Text as="p">Budget</Text>
          <Paper elevation={1} padding="sm">
            <Text as="p" size="sm">
              Hiring
            </Text>
          </Paper>
        </Paper>
      </Paper>
    </div>
  ),
};
