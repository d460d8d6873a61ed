import { RoleExamplePage } from './RoleExamplePage';

export default function AdminRoleExamplePage() {
  return (
    <RoleExamplePage
      title="Admin role example page"
      description="This page can only be seen by users with the admin role."
      withLogout
    />
  );
}
