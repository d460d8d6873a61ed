import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../academy.icons';
import { CourseSteps } from './CourseSteps';

const steps = Array.from({ length: 11 }, (_, index) => ({
  id: `step-${index + 1}`,
  title: index === 0 ? 'Introduction' : index === 10 ? 'Summary' : `Step ${index + 1}: practice`,
  content: '',
}));

const meta = {
  title: 'Apps/Academy/CourseSteps',
  component: CourseSteps,
  args: { steps, active: 3, onSelect: fn() },
} satisfies Meta<typeof CourseSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Step 4: practice' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByRole('button', { name: 'Introduction (done)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Summary' }));
    await expect(args.onSelect).toHaveBeenCalledWith(10);
  },
};

export const Finished: Story = {
  args: { finished: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Summary (done)' })).not.toHaveAttribute('aria-current');
  },
};

export const Dark: Story = { globals: { theme: 'defaultDark' } };
