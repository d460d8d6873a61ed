import { RoleExamplePage } from './RoleExamplePage';

export default function AdminRoleExamplePage() {
  return <RoleExamplePage title="role.admin.title" description="role.admin.description" withLogout />;
}
