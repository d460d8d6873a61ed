import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
/** The three templates as radios, each with what it does (the setup and the new-meeting dialog). */
import { MEETING_TEMPLATES } from '@chorus/mock-handlers/contracts';
import { RadioGroup, RadioGroupItem } from '@chorus/ui';
import * as shared from '../../lib/product/product.css';
import { useT } from '../i18n';
const templateKeys = Object.keys(MEETING_TEMPLATES);
export function TemplatePicker({ value, helperText, onChange, }) {
    const t = useT();
    return (_jsx(RadioGroup, { label: t('template.label'), hideLabel: true, helperText: helperText, value: value, onValueChange: (key) => onChange(key), children: templateKeys.map((key) => (_jsx(RadioGroupItem, { value: key, label: _jsxs(_Fragment, { children: [_jsx("strong", { children: t(`template.${key}`) }), _jsx("span", { className: shared.choiceHelp, children: t(`template.${key}.help`) })] }) }, key))) }));
}
