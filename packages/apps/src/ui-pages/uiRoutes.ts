/** The UI pages' addresses, and the page-layout examples (a layout, a variant, its address). */
export const uiRoutes = {
  icons: '/ui/icons',
  typography: '/ui/typography',
  helperClasses: '/ui/helper-classes',
  blank: '/ui/page-layouts/blank',
} as const;

export const layoutVariants = ['fullWidth', 'leftSidebar', 'rightSidebar', 'tabbed'] as const;
export type LayoutVariant = (typeof layoutVariants)[number];

const slugs: Record<LayoutVariant, string> = {
  fullWidth: 'full-width',
  leftSidebar: 'left-sidebar',
  rightSidebar: 'right-sidebar',
  tabbed: 'tabbed',
};

export const layoutExamples = (['carded', 'simple'] as const).flatMap((layout) =>
  layoutVariants.map((variant) => ({
    layout,
    variant,
    path: `/ui/page-layouts/${layout}/${slugs[variant]}`,
  })),
) as [LayoutExample, ...LayoutExample[]];

export interface LayoutExample {
  layout: 'carded' | 'simple';
  variant: LayoutVariant;
  path: string;
}
