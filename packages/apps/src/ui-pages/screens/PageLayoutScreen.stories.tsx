import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders, withSmallScreen } from '../../lib/storybook';
import { layoutExamples, uiRoutes } from '../uiRoutes';
import PageLayoutScreen from './PageLayoutScreen';

const meta = {
  title: 'Apps/UI pages/PageLayoutScreen',
  component: PageLayoutScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    withAppProviders({
      path: [...layoutExamples.map((example) => example.path), uiRoutes.blank],
      route: uiRoutes.blank,
    }),
  ],
} satisfies Meta<typeof PageLayoutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (route: string) => ({ parameters: { route } });

/** The page is the example, and shows its own source. */
const showsItsSource = (title: string, file: string, layout: string) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const source = canvas.getByRole('figure', { name: `Source: ${file}` });
    await expect(
      within(source).getByText(new RegExp(`export default function ${file.replace('.tsx', '')}`)),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelector(`[data-page-layout="${layout}"]`)).not.toBeNull();
  },
});

export const CardedFullWidth: Story = {
  ...at('/ui/page-layouts/carded/full-width'),
  ...showsItsSource('Carded page: full width', 'CardedFullWidth.tsx', 'carded'),
};
export const CardedLeftSidebar: Story = {
  ...at('/ui/page-layouts/carded/left-sidebar'),
  play: async (context) => {
    await showsItsSource('Carded page: left sidebar', 'CardedLeftSidebar.tsx', 'carded').play(context);
    await expect(
      within(context.canvasElement).getByRole('complementary', { name: 'Left sidebar' }),
    ).toBeVisible();
  },
};
export const CardedRightSidebar: Story = {
  ...at('/ui/page-layouts/carded/right-sidebar'),
  ...showsItsSource('Carded page: right sidebar', 'CardedRightSidebar.tsx', 'carded'),
};
export const CardedTabbed: Story = {
  ...at('/ui/page-layouts/carded/tabbed'),
  play: async (context) => {
    await showsItsSource('Carded page: tabbed', 'CardedTabbed.tsx', 'carded').play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'About' }));
    await expect(canvas.getByText(/Carded pages put the content on a card/)).toBeVisible();
  },
};
export const SimpleFullWidth: Story = {
  ...at('/ui/page-layouts/simple/full-width'),
  ...showsItsSource('Simple page: full width', 'SimpleFullWidth.tsx', 'simple'),
};
export const SimpleLeftSidebar: Story = {
  ...at('/ui/page-layouts/simple/left-sidebar'),
  ...showsItsSource('Simple page: left sidebar', 'SimpleLeftSidebar.tsx', 'simple'),
};
export const SimpleRightSidebar: Story = {
  ...at('/ui/page-layouts/simple/right-sidebar'),
  ...showsItsSource('Simple page: right sidebar', 'SimpleRightSidebar.tsx', 'simple'),
};
export const SimpleTabbed: Story = {
  ...at('/ui/page-layouts/simple/tabbed'),
  ...showsItsSource('Simple page: tabbed', 'SimpleTabbed.tsx', 'simple'),
};
export const Blank: Story = { ...showsItsSource('Blank page', 'Blank.tsx', 'blank') };

export const Dark: Story = { ...CardedLeftSidebar, globals: { theme: 'defaultDark' } };

/** At 360 px the sidebar is a drawer, opened from the header. */
export const SmallScreen: Story = {
  ...at('/ui/page-layouts/simple/left-sidebar'),
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open the sidebar' }));
    await waitFor(() =>
      expect(
        within(document.body).getByText('Filters, folders or a table of contents go here.'),
      ).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const RightToLeft: Story = {
  ...at('/ui/page-layouts/carded/tabbed'),
  globals: { dir: 'rtl', locale: 'ar' },
};
