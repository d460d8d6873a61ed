import { jsx as _jsx } from "react/jsx-runtime";
import { Alert, Icon } from '@chorus/ui';
import { useT } from '../i18n';
/**
 * The viewer's private role in a meeting (only the devil's advocate today): the title names it, one sentence
 * says what to do and that nobody else knows, in the viewer's language. A kind this client does not know
 * shows the API's own instructions.
 */
export function RoleBanner({ assignment }) {
    const t = useT();
    return (_jsx(Alert, { tone: "warning", icon: _jsx(Icon, { name: "shield", size: "sm" }), title: t('details.roleTitle'), children: assignment.kind === 'devilsAdvocate' ? (t('details.roleDevilsAdvocate')) : (_jsx("span", { "data-i18n-ignore": true, children: assignment.instructions })) }));
}
