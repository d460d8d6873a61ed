// The seeded demo accounts alone: pure data, so a login page can list them without loading the mock API.
export { demoAccounts } from './auth/auth.accounts';
export type { DemoAccount } from './auth/auth.schema';
