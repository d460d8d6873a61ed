// @chorus/shell: the public barrel. Every export is named.

// App modules: the contract apps implement, and the builders the demo calls
export type {
  AppModule,
  AppRoute,
  NavBadge,
  NavBadges,
  NavBadgeSource,
  NavItem,
  NavItemSource,
  NavItemType,
  NavText,
  RouteSettings,
} from './app-module/AppModule';
export { resolveNavigation } from './app-module/AppModule';
export {
  AppShell,
  createAppRouter,
  createAppRoutes,
  navigationFromModules,
  RouteGuard,
  ShellRoutes,
} from './app-module/createAppRoutes';
export type { AppRoutesOptions, AppShellProps } from './app-module/createAppRoutes';
export { buildNavigation } from './app-module/buildNavigation';
export type { BuildNavigationOptions } from './app-module/buildNavigation';
export { decideGuard, isSafeReturnPath, readReturnPath } from './app-module/guard';
export type { GuardDecision, GuardInput } from './app-module/guard';
export { authPageSettings, noFooterAuthPageSettings } from './app-module/routeSettings';
export { configureShell, shellConfig } from './lib/shellConfig';
export { Link, NavLink } from './lib/Link';
export type { LinkProps, NavLinkProps } from './lib/Link';
export type { ShellConfig } from './lib/shellConfig';

// Auth state (the auth engineer's folder; providers and pages are exported by their own section)
export {
  authRoles,
  authStore,
  clearUser,
  defaultGuestShortcuts,
  deriveRoles,
  guestUser,
  hasPermission,
  setUser,
} from './auth/auth.store';
export type { AuthProviderName, AuthState, AuthStatus, User, UserData } from './auth/auth.store';

// Auth providers and actions (maintained by the auth engineer: packages/shell/src/auth)
export {
  apiUrl,
  AuthFieldError,
  authConfig,
  authMessages,
  authMessageText,
  AuthSessionError,
  completeAuth0Callback,
  configureAuth,
  connectAuthToShell,
  decodeJwt,
  DEFAULT_SIGNED_IN_PATH,
  encodeUnsignedJwt,
  getAccessToken,
  getAuthProvider,
  initAuth,
  isTokenExpired,
  logout,
  parseProviderKind,
  providerError,
  providerMessages,
  registerWithEmailAndPassword,
  resetAuthForTests,
  sendPasswordResetEmail,
  setAuthNotifier,
  setAuthProviderForTests,
  setLoginRedirect,
  signInWithEmailAndPassword,
  takeLoginRedirect,
  tokenState,
  updateUserData,
  validationMessages,
} from './auth';
export type {
  Auth0Settings,
  AuthConfig,
  AuthErrorField,
  AuthNoticeVariant,
  AuthNotifier,
  AuthProvider,
  AuthProviderKind,
  FirebaseAuthSettings,
  JwtPayload,
  RegisterInput,
  TokenState,
} from './auth';

// Settings
export {
  closeSettingsPanel,
  configureSettingsPersistence,
  getEffectiveSettings,
  GUEST_SETTINGS_KEY,
  normalizeSettings,
  openSettingsPanel,
  resetSettingsStore,
  resetSettingsToDefaults,
  restoreGuestSettings,
  restoreSettings,
  setAppPreference,
  setColorScheme,
  setCustomScrollbars,
  setLayoutConfig,
  setLayoutStyle,
  setNavbarFolded,
  setRegionTheme,
  setRouteSettings,
  setSettings,
  settingsStore,
  toggleNavbarFolded,
  toggleSettingsPanel,
  setLanguage,
} from './settings/settings.store';
export {
  applyDocumentLocale,
  setDirectionOverride,
  setLocaleOverride,
  settingsLocale,
  syncLocale,
} from './wiring/localeSync';
export type { SettingsPersistence, SettingsState } from './settings/settings.store';
export { defaultSettings, layoutDefaults, layoutOptions } from './settings/layoutDefaults';
export type { LayoutOption } from './settings/layoutDefaults';
export { colorSchemes, layoutStyles, shellThemeNames, themeRegions } from './settings/settings.types';
export type {
  ColorScheme,
  LayoutConfig,
  LayoutMode,
  LayoutStyle,
  Settings,
  ShellThemeName,
  ThemeRegion,
} from './settings/settings.types';
export { SettingsForm, SettingsPanel } from './settings/SettingsPanel';

// Navbar
export {
  closeFoldedNavbar,
  closeMobileNavbar,
  closeNavbar,
  navbarStore,
  openFoldedNavbar,
  openMobileNavbar,
  openNavbar,
  resetNavbarStore,
  toggleFoldedNavbar,
  toggleMobileNavbar,
  toggleNavbar,
  toggleSidePanel,
} from './navbar/navbar.store';
export type { NavbarState } from './navbar/navbar.store';
export { Logo, MobileNavbar, MobileNavbarButton, NavbarToggleButton, VerticalNavbar } from './navbar/Navbar';

// Navigation
export {
  filterNavigation,
  findNavItem,
  flattenNavigation,
  isExternalUrl,
  isPathInChildren,
  isUrlActive,
  MAX_NAV_INDENT,
  MAX_SEARCH_SUGGESTIONS,
  navIndent,
  searchNavigation,
  type NavSearchHit,
} from './navigation/navItems';
export { navigationStore, resetNavigationStore, setNavigation } from './navigation/navigation.store';
export {
  loadNavBadgesFor,
  navBadgesStore,
  refreshLiveNavBadges,
  refreshNavBadges,
  resetNavBadgesStore,
  setNavBadge,
  setNavBadges,
} from './navigation/navBadges.store';
export type { NavBadgesState } from './navigation/navBadges.store';
export { navBadgeSources, setNavBadgeSources } from './navigation/navBadgeSources';
export type { NavBadgeModule } from './navigation/navBadgeSources';
export { HorizontalNavigation } from './navigation/HorizontalNavigation';
export { useVisibleNavigation } from './navigation/useVisibleNavigation';
export { VerticalNavigation } from './navigation/VerticalNavigation';
export type { NavigationViewProps } from './navigation/VerticalNavigation';

// Quick panel
export {
  closeQuickPanel,
  openQuickPanel,
  quickPanelStore,
  resetQuickPanelStore,
  setQuickPanelEventSources,
  toggleQuickPanel,
} from './quick-panel/quickPanel.store';
export {
  fetchQuickPanelData,
  QUICK_PANEL_DATA_URL,
  quickSettings,
  setQuickPanelData,
  toggleQuickSetting,
} from './quick-panel/quickPanel.data';
export type {
  QuickPanelData,
  QuickPanelEventLoader,
  QuickPanelEventSource,
  QuickPanelItem,
  QuickPanelState,
} from './quick-panel/quickPanel.store';
export type { QuickSettingId } from './quick-panel/quickPanel.data';
export { formatToday, QuickPanel, QuickPanelContent } from './quick-panel/QuickPanel';

// Messages and dialogs
export {
  hideMessage,
  MESSAGE_AUTO_HIDE_MS,
  messageStore,
  resetMessageStore,
  showMessage,
} from './message/message.store';
export type { MessageOptions, MessageState, MessageVariant } from './message/message.store';
export { Message } from './message/Message';
export { closeDialog, dialogStore, openDialog, resetDialogStore } from './dialog/dialog.store';
export type { DialogAction, DialogOptions, DialogState } from './dialog/dialog.store';
export { ShellDialog } from './dialog/ShellDialog';

// Search and shortcuts
export {
  closeSearch,
  openSearch,
  resetSearchStore,
  searchStore,
  setSearchQuery,
  toggleSearch,
} from './search/search.store';
export type { SearchState } from './search/search.store';
export type { ContentHit, ContentKind } from './search/contentSearch';
export { NO_RESULTS_TEXT, SearchBox } from './search/SearchBox';
export {
  configureShortcutsPersistence,
  GUEST_SHORTCUTS_KEY,
  resetShortcutsStore,
  restoreGuestShortcuts,
  restoreShortcuts,
  setShortcuts,
  shortcutsStore,
  toggleShortcut,
} from './shortcuts/shortcuts.store';
export type { ShortcutsPersistence, ShortcutsState } from './shortcuts/shortcuts.store';
export { SHORTCUT_TOOLTIP, SHORTCUTS_PLACEHOLDER, Shortcuts } from './shortcuts/Shortcuts';

// Layouts and parts
export { Layout1 } from './layouts/Layout1';
export { Layout2 } from './layouts/Layout2';
export { Layout3 } from './layouts/Layout3';
export { BareLayout, isChromeless, ShellLayout } from './layouts/ShellLayout';
export { MAIN_CONTENT_ID, ShellOverlays, SkipLink } from './layouts/ShellParts';
export { composeTitle, TITLE_SEPARATOR, useDocumentTitle } from './route-focus/documentTitle';
export { useCurrentSettings, useDocumentTheme, useRegionThemes } from './layouts/useShellLayout';
export { QuickPanelButton, ThemeSettingsButton, Toolbar } from './toolbar/Toolbar';
export { COMPANY_NAME, copyrightLine, Footer } from './footer/Footer';
export { UserMenu } from './user-menu/UserMenu';
export { UserAvatar } from './user-menu/UserAvatar';
export { SplashScreen } from './splash/SplashScreen';
export { LOADING_INDICATOR_DELAY_MS, ShellLoading } from './lib/ShellLoading';
export {
  ErrorPage,
  ForbiddenPage,
  NotFoundPage,
  RouteErrorBoundary,
  RouteErrorPage,
} from './error-page/ErrorPage';
export { PAGE_SIDEBAR_WIDTH, PageBlank, PageCarded, PageSimple } from './page-layouts/PageLayouts';
export type { PageLayoutProps, PageSidebarProps, PageSimpleProps } from './page-layouts/PageLayouts';
export { ShellIcon, shellIconNames } from './lib/ShellIcon';
export { HOVER_MENU_DELAY_MS, MOBILE_BREAKPOINT, shellSizes } from './lib/sizes';
export { ShellScreenSize, useIsMobile, useMediaQuery } from './lib/useMediaQuery';
export { applyAuthToShellStores, syncShellWithAuth } from './wiring/shellSync';
export { resetShellStores } from './wiring/resetShellStores';
export type { DeepPartial } from './lib/deepMerge';

// HTTP: the JSON client apps use (base URL, bearer token, ApiError)
export { ApiError, api, apiRequest, buildApiUrl, requestToken, setTabBearer, tabBearer } from './http';
export type { ApiRequestOptions, QueryValue } from './http';
