import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Box } from './Box';

const meta = {
  title: 'UI/Box',
  component: Box,
  args: { padding: 'lg', background: 'surfaceSunken', borderRadius: 'md', children: 'A box with padding' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText('A box with padding');
    await expect(getComputedStyle(box).paddingInlineStart).toBe('16px');
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Agenda', children: 'Rendered as a section' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Agenda' }).tagName).toBe('SECTION');
  },
};

export const Responsive: Story = {
  args: {
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    gap: 'md',
    children: (
      <>
        <span>One</span>
        <span>Two</span>
      </>
    ),
  },
};

export const LogicalSpacingInRtl: Story = {
  globals: { dir: 'rtl' },
  args: { paddingInlineStart: 'xxl', children: 'مساحة في البداية' },
  play: async ({ canvas }) => {
    const box = canvas.getByText('مساحة في البداية');
    const style = getComputedStyle(box);
    await expect(style.paddingRight).toBe('32px');
    await expect(style.paddingLeft).toBe('16px'); // padding="lg" still applies at the end
  },
};

/** The sprinkles a layout reaches for most: padding, surfaces and tones, radius, shadow, border, flex. */
export const Sprinkles: Story = {
  args: { padding: undefined, background: undefined, borderRadius: undefined },
  render: () => (
    <Box display="grid" gap="md">
      <Box display="flex" gap="md">
        <Box padding="sm" background="surface" borderRadius="sm" boxShadow="sm">
          surface
        </Box>
        <Box padding="md" background="surfaceRaised" borderRadius="md" boxShadow="md">
          raised
        </Box>
        <Box padding="lg" background="surfaceSunken" borderRadius="lg">
          sunken
        </Box>
      </Box>
      <Box display="flex" gap="sm" flexWrap="wrap">
        <Box paddingInline="md" paddingBlock="xs" background="accentSoft" color="accent" borderRadius="full">
          accent
        </Box>
        <Box
          paddingInline="md"
          paddingBlock="xs"
          background="positiveSoft"
          color="positive"
          borderRadius="full"
        >
          positive
        </Box>
        <Box
          paddingInline="md"
          paddingBlock="xs"
          background="warningSoft"
          color="warning"
          borderRadius="full"
        >
          warning
        </Box>
        <Box
          paddingInline="md"
          paddingBlock="xs"
          background="criticalSoft"
          color="critical"
          borderRadius="full"
        >
          critical
        </Box>
        <Box paddingInline="md" paddingBlock="xs" background="infoSoft" color="info" borderRadius="full">
          info
        </Box>
      </Box>
      <Box
        display="flex"
        justifyContent="space-between"
        alignItems="center"
        padding="md"
        borderWidth="thin"
        borderStyle="solid"
        borderColor="borderStrong"
        borderRadius="md"
      >
        <Box fontWeight="semibold">Start</Box>
        <Box color="textMuted" fontSize="sm">
          End
        </Box>
      </Box>
      <Box paddingInlineStart="xxl" paddingBlock="sm" background="neutralSoft" borderRadius="sm">
        padding at the inline start
      </Box>
    </Box>
  ),
};

export const SprinklesDark: Story = { ...Sprinkles, globals: { theme: 'defaultDark' } };

// Usage examples for the docs page (Box.mdx): out of the sidebar and of the docs page's list of states.

/** Do: `as` gives the box the element its content is: a named section holding a list. */
export const DoSemanticElement: Story = {
  tags: ['!dev', '!autodocs'],
  args: { padding: undefined, background: undefined, borderRadius: undefined, children: undefined },
  render: () => (
    <Box as="section" aria-labelledby="agenda-title" display="grid" gap="sm">
      <Box as="h2" id="agenda-title" margin="none" fontSize="lg">
        Agenda
      </Box>
      <Box as="ul" display="grid" gap="xs" margin="none" paddingInlineStart="lg">
        <li>Welcome</li>
        <li>Last week’s actions</li>
        <li>Planning</li>
      </Box>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Agenda' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/**
 * Don't: reverse the order with `flexDirection`: the screen shows Next before Back, but Tab and screen readers
 * follow the source, Back first.
 */
export const DontReverseTheOrder: Story = {
  tags: ['!dev', '!autodocs'],
  args: { padding: undefined, background: undefined, borderRadius: undefined, children: undefined },
  render: () => (
    <Box display="flex" flexDirection="row-reverse" justifyContent="flex-end" gap="md">
      <Button variant="ghost" tone="neutral">
        Back
      </Button>
      <Button>Next</Button>
    </Box>
  ),
};
