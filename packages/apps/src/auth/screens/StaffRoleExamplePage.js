import { jsx as _jsx } from "react/jsx-runtime";
import { RoleExamplePage } from './RoleExamplePage';
export default function StaffRoleExamplePage() {
    return _jsx(RoleExamplePage, { title: "role.staff.title", description: "role.staff.description", withLogout: true });
}
