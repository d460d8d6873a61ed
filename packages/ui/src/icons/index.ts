// The icons by name: the catalogue (names, categories, search) and the registry of their components.
export { getIconMeta, iconCatalogue, iconNames, isIconName, searchIcons } from './catalogue';
export type { IconCategory, IconMeta, IconName } from './catalogue';
export { getRegisteredIconNames, registerIconLoader, registerIconLoaders, registerIcons } from './registry';
export type { IconComponent, IconLoader, IconModuleLoader } from './registry';
