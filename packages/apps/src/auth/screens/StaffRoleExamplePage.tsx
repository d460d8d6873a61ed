import { RoleExamplePage } from './RoleExamplePage';

export default function StaffRoleExamplePage() {
  return <RoleExamplePage title="role.staff.title" description="role.staff.description" withLogout />;
}
