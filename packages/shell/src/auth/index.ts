// Auth: store, roles, providers and actions. Re-exported whole by the shell's barrel.
export {
  authRoles,
  authStore,
  clearUser,
  defaultGuestShortcuts,
  DEFAULT_SIGNED_IN_PATH,
  deriveRoles,
  guestUser,
  hasPermission,
  setLoginRedirect,
  setUser,
  takeLoginRedirect,
} from './auth.store';
export type { AuthProviderName, AuthState, AuthStatus, User, UserData } from './auth.store';
export { apiUrl, authConfig, configureAuth, parseProviderKind } from './auth.config';
export type { Auth0Settings, AuthConfig, AuthProviderKind, FirebaseAuthSettings } from './auth.config';
export { AuthFieldError, AuthSessionError, AuthUnavailableError } from './auth.errors';
export { providerError, providerMessages } from './providerErrors';
export type { AuthErrorField } from './auth.errors';
export { authMessages, authMessageText, validationMessages } from './auth.messages';
export {
  completeAuth0Callback,
  getAuthProvider,
  initAuth,
  logout,
  registerWithEmailAndPassword,
  reconnectDelay,
  resetAuthForTests,
  retrySessionCheckNow,
  sendPasswordResetEmail,
  setAuthNotifier,
  setAuthProviderForTests,
  signInWithEmailAndPassword,
  updateUserData,
} from './auth.service';
export type { AuthNoticeVariant, AuthNotifier, AuthProvider, RegisterInput } from './auth.service';
export { connectAuthToShell } from './connectShell';
export { getAccessToken } from './providers/jwtProvider';
export { decodeJwt, encodeUnsignedJwt, isTokenExpired, tokenState } from './token';
export type { JwtPayload, TokenState } from './token';
