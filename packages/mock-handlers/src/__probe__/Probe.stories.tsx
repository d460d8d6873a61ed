import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
const meta = { title: 'Probe', component: () => <button type="button">Hi</button> } satisfies Meta;
export default meta;
export const A: StoryObj<typeof meta> = { play: async ({ canvas }) => { await expect(canvas.getByRole('button', { name: 'Hi' })).toBeVisible(); } };
export const Bad: StoryObj<typeof meta> = { render: () => <button type="button"></button> };
