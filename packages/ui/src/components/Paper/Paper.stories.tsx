import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
