import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { setLayoutConfig, setLayoutStyle } from '../settings/settings.store';
import { DemoContent, prepareShell, withShell } from '../storybook/shellStoryKit';
import { Layout1 } from './Layout1';
import { Layout2 } from './Layout2';
import { Layout3 } from './Layout3';

/**
 * The three layouts in right-to-left, checked as a reader of Arabic or Hebrew sees them: the navbar on the
 * right, the content to its left, chevrons pointing the reading way, nothing sticking out sideways. The
 * responsive test renders them at 1280 px too (RightToLeft.visual.test.tsx).
 */
const meta = {
  title: 'Shell/Layouts/RightToLeft',
  component: Layout1,
  parameters: { layout: 'fullscreen' },
  globals: { dir: 'rtl' },
  decorators: [withShell()],
  beforeEach: () => prepareShell(),
  args: { children: <DemoContent title="المبادرات" /> },
} satisfies Meta<typeof Layout1>;
export default meta;
type Story = StoryObj<typeof meta>;

type Direction = 'right' | 'left' | 'down' | 'up';
const drawnAs: Record<Direction, { x: number; y: number }> = {
  right: { x: 1, y: 0 },
  left: { x: -1, y: 0 },
  down: { x: 0, y: 1 },
  up: { x: 0, y: -1 },
};

/** The direction an icon points on screen, from the way it is drawn and its computed transform. */
function screenDirection(icon: Element, drawn: Direction): Direction {
  const transform = getComputedStyle(icon).transform;
  const matrix = new DOMMatrix(transform === 'none' ? undefined : transform);
  const vector = drawnAs[drawn];
  const origin = matrix.transformPoint({ x: 0, y: 0 });
  const tip = matrix.transformPoint(vector);
  const dx = Math.round(tip.x - origin.x);
  const dy = Math.round(tip.y - origin.y);
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}

/** The page scrolls only vertically: nothing is wider than the viewport. */
async function expectNoHorizontalOverflow() {
  const scroller = document.scrollingElement as HTMLElement;
  await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
}

async function expectRightToLeft() {
  await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
}

/** The vertical navbar sits on the right edge and the content lies to its left. */
async function expectNavbarOnTheRight(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const navbar = canvas.getByTestId('navbar').getBoundingClientRect();
  const main = canvas.getByRole('main').getBoundingClientRect();
  await expect(Math.round(navbar.right)).toBe(document.documentElement.clientWidth);
  await expect(main.right).toBeLessThanOrEqual(navbar.left + 0.5);
  await expect(main.width).toBeGreaterThan(0);
}

export const Layout1InRtl: Story = {
  name: 'Layout1',
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expectRightToLeft();
    await expectNavbarOnTheRight(canvasElement);
    // The toolbar starts on the right too: its first control is nearer the navbar than its last.
    const toolbar = canvas.getByRole('banner').getBoundingClientRect();
    await expect(Math.round(toolbar.right)).toBeLessThanOrEqual(
      Math.round(canvas.getByTestId('navbar').getBoundingClientRect().left),
    );
    // The fold toggle's double chevron points towards the edge the navbar folds into: the right.
    const toggle = canvas.getByRole('button', { name: 'Toggle navbar' });
    await expect(screenDirection(toggle.querySelector('svg')!, 'left')).toBe('right');
    // A closed collapse points the reading way (left); an open one points down.
    const navigation = within(canvas.getByTestId('navbar'));
    const templates = navigation.getByRole('button', { name: 'Templates' });
    const chevron = templates.querySelector('svg:last-of-type')!;
    await expect(templates).toHaveAttribute('aria-expanded', 'false');
    await expect(screenDirection(chevron, 'right')).toBe('left');
    await userEvent.click(templates);
    await expect(templates).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screenDirection(chevron, 'right')).toBe('down'));
    // Nested rows are indented from the right.
    const mail = navigation.getByRole('link', { name: /Mail/ });
    const initiatives = navigation.getByRole('link', { name: 'Initiatives' });
    await expect(getComputedStyle(mail).paddingRight).not.toBe(getComputedStyle(initiatives).paddingRight);
    await expect(mail.querySelector('svg')!.getBoundingClientRect().right).toBeLessThan(
      initiatives.querySelector('svg')!.getBoundingClientRect().right,
    );
    await expectNoHorizontalOverflow();
  },
};

/** Folded to 64 px, still on the right, the toggle now points the way it unfolds (left). */
export const Layout1FoldedInRtl: Story = {
  name: 'Layout1 folded',
  beforeEach: () => setLayoutConfig({ navbar: { folded: true } }),
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft();
    await waitFor(() => expect(canvas.getByTestId('navbar').getBoundingClientRect().width).toBe(64));
    await expectNavbarOnTheRight(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toggle navbar' });
    await expect(screenDirection(toggle.querySelector('svg')!, 'right')).toBe('left');
    await expectNoHorizontalOverflow();
  },
};

/** The horizontal navigation reads from the right: the logo first on the right, menus open under their item. */
export const Layout2InRtl: Story = {
  name: 'Layout2',
  beforeEach: () => setLayoutStyle('layout2'),
  render: (args) => <Layout2 {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expectRightToLeft();
    const navbar = within(canvas.getByTestId('navbar'));
    const logo = navbar.getByRole('link', { name: /Chorus/ }).getBoundingClientRect();
    const first = navbar.getByRole('link', { name: 'Initiatives' }).getBoundingClientRect();
    await expect(first.right).toBeLessThan(logo.left);
    const templates = navbar.getByRole('button', { name: 'Templates' });
    await userEvent.click(templates);
    await expect(templates).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(templates.getAttribute('aria-controls')!)!;
    // The menu hangs from the item's right edge.
    await expect(Math.round(menu.getBoundingClientRect().right)).toBe(
      Math.round(templates.closest('li')!.getBoundingClientRect().right),
    );
    await userEvent.click(templates);
    await expectNoHorizontalOverflow();
  },
};

/** The left side panel (the "start" one) is on the right in RTL, the quick actions on the left. */
export const Layout3InRtl: Story = {
  name: 'Layout3',
  beforeEach: () => setLayoutStyle('layout3'),
  render: (args) => <Layout3 {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft();
    const start = canvas.getByRole('complementary', { name: 'Left side panel' }).getBoundingClientRect();
    const end = canvas.getByRole('complementary', { name: 'Right side panel' }).getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    await expect(Math.round(start.right)).toBe(width);
    await expect(Math.round(end.left)).toBe(0);
    const navbar = canvas.getByTestId('navbar').getBoundingClientRect();
    await expect(Math.round(navbar.right)).toBe(Math.round(start.left));
    const main = within(canvasElement).getByRole('main').getBoundingClientRect();
    await expect(main.right).toBeLessThanOrEqual(navbar.left + 0.5);
    await expectNoHorizontalOverflow();
  },
};
