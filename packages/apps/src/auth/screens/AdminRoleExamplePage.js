import { jsx as _jsx } from "react/jsx-runtime";
import { RoleExamplePage } from './RoleExamplePage';
export default function AdminRoleExamplePage() {
    return _jsx(RoleExamplePage, { title: "role.admin.title", description: "role.admin.description", withLogout: true });
}
