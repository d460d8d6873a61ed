// The seeded demo accounts alone: pure data, so a login page can list them without loading the mock API.
export { demoAccounts, type DemoAccount } from '@chorus/domain/demo-accounts';
