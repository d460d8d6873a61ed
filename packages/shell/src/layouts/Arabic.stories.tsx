import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { setLayoutStyle } from '../settings/settings.store';
import { DemoContent, prepareShell, withShell } from '../storybook/shellStoryKit';
import { Layout1 } from './Layout1';
import { Layout2 } from './Layout2';

/**
 * The shell in Arabic (issue 17): the language alone turns the page right to left (no direction override),
 * and the shell's own labels and its navigation are Arabic. Screenshots in Arabic.visual.test.tsx.
 */
const meta = {
  title: 'Shell/Layouts/Arabic',
  component: Layout1,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'ar', dir: 'auto' },
  decorators: [withShell()],
  beforeEach: () => prepareShell(),
  args: { children: <DemoContent title="المبادرات" /> },
} satisfies Meta<typeof Layout1>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectArabic() {
  await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  await expect(document.documentElement.lang).toBe('ar');
}

export const Layout1InArabic: Story = {
  name: 'Layout1',
  play: async ({ canvas }) => {
    await expectArabic();
    await expect(await canvas.findByRole('button', { name: 'إعدادات المظهر' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'اللغة: العربية' })).toBeVisible();
    // The navigation is Arabic too (issue 30, item 18), not the sample's English titles.
    const navigation = within(canvas.getByTestId('navbar'));
    await expect(navigation.getByRole('link', { name: 'المبادرات' })).toBeVisible();
    await expect(navigation.getByRole('button', { name: 'القوالب' })).toBeVisible();
    await expect(navigation.queryByRole('link', { name: 'Initiatives' })).toBeNull();
    const navbar = canvas.getByTestId('navbar').getBoundingClientRect();
    await expect(Math.round(navbar.right)).toBe(document.documentElement.clientWidth);
  },
};

export const Layout2InArabic: Story = {
  name: 'Layout2',
  beforeEach: () => setLayoutStyle('layout2'),
  render: (args) => <Layout2 {...args} />,
  play: async ({ canvas }) => {
    await expectArabic();
    await expect(await canvas.findByRole('button', { name: 'إعدادات المظهر' })).toBeVisible();
  },
};
