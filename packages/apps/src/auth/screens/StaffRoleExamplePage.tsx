import { RoleExamplePage } from './RoleExamplePage';

export default function StaffRoleExamplePage() {
  return (
    <RoleExamplePage
      title="Staff role example page"
      description="This page can be seen by users with the admin or the staff role."
      withLogout
    />
  );
}
