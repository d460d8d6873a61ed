import { RoleExamplePage } from './RoleExamplePage';

export default function GuestRoleExamplePage() {
  return (
    <RoleExamplePage
      title="role.guestPage.title"
      description="role.guestPage.description"
      withLogout={false}
    />
  );
}
