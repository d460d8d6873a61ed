import { jsx as _jsx } from "react/jsx-runtime";
import { RoleExamplePage } from './RoleExamplePage';
export default function GuestRoleExamplePage() {
    return (_jsx(RoleExamplePage, { title: "role.guestPage.title", description: "role.guestPage.description", withLogout: false }));
}
