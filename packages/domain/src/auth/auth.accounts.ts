import type { DemoAccount } from './auth.schema';

/** The seeded accounts (the demo's login page lists them). Passwords here are the demo credentials. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'host@chorus.dev',
    password: 'chorus-host',
    role: ['admin'],
    userType: 1,
    displayName: 'Hana Host',
  },
  {
    email: 'staff@chorus.dev',
    password: 'chorus-staff',
    role: ['staff'],
    userType: 2,
    displayName: 'Sami Staff',
  },
  {
    email: 'attendee@chorus.dev',
    password: 'chorus-attendee',
    role: ['user'],
    userType: 2,
    displayName: 'Ada Attendee',
  },
  {
    email: 'outsider@chorus.dev',
    password: 'chorus-outsider',
    role: ['user'],
    userType: 2,
    displayName: 'Omar Outsider',
  },
];
