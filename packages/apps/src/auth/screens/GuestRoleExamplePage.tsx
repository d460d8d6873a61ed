import { RoleExamplePage } from './RoleExamplePage';

export default function GuestRoleExamplePage() {
  return (
    <RoleExamplePage
      title="Guest role example page"
      description="This page can only be seen by guests: users who have not signed in."
      withLogout={false}
    />
  );
}
