import { jsxs as _jsxs, Fragment as _Fragment, jsx as _jsx } from "react/jsx-runtime";
/**
 * The anti-groupthink settings, each with what it does. Once the meeting is live a setting may only
 * become stricter: the weaker choices are disabled (the API refuses them too).
 */
import { SETTING_STRICTNESS, } from '@chorus/mock-handlers/contracts';
import { RadioGroup, RadioGroupItem, Switch, TextField, Stack } from '@chorus/ui';
import * as shared from '../../lib/product/product.css';
import { useT } from './i18n';
const choice = (group, value) => ({
    value,
    label: `settings.${group}.${value}`,
    help: `settings.${group}.${value}.help`,
});
const anonymity = ['anonymous', 'optInNames', 'named'].map((value) => choice('anonymity', value));
const reveal = ['allSubmitted', 'timer', 'host'].map((value) => choice('reveal', value));
const visibility = ['untilClosed', 'afterOwnVote', 'live'].map((value) => choice('visibility', value));
const toggles = ['shuffle', 'dissentReasonRequired', 'devilsAdvocate', 'hostSpeaksLast'];
function ChoiceGroup({ legend, name, choices, value, rank, floor, disabled, onChange, }) {
    const t = useT();
    return (_jsx(RadioGroup, { className: shared.settingGroup, label: legend, name: name, value: value, disabled: disabled, onValueChange: (next) => onChange(next), children: choices.map((choice) => {
            const weaker = floor !== undefined && rank[choice.value] < rank[floor];
            return (_jsx(RadioGroupItem, { value: choice.value, disabled: disabled || weaker, label: _jsxs(_Fragment, { children: [t(choice.label), _jsxs("span", { className: shared.choiceHelp, children: [t(choice.help), weaker ? ` ${t('settings.locked')}` : ''] })] }) }, choice.value));
        }) }));
}
export function SettingsEditor({ value, onChange, lockedFrom, disabled }) {
    const t = useT();
    const set = (key, next) => onChange({ ...value, [key]: next });
    return (_jsxs(Stack, { gap: "md", minInlineSize: 0, children: [lockedFrom ? _jsx("p", { className: shared.muted, children: t('settings.liveNote') }) : null, _jsx(ChoiceGroup, { legend: t('settings.anonymity'), name: "anonymity", choices: anonymity, value: value.anonymity, rank: SETTING_STRICTNESS.anonymity, floor: lockedFrom?.anonymity, disabled: disabled, onChange: (next) => set('anonymity', next) }), _jsx(ChoiceGroup, { legend: t('settings.reveal'), name: "revealMode", choices: reveal, value: value.revealMode, rank: SETTING_STRICTNESS.revealMode, floor: lockedFrom?.revealMode, disabled: disabled, onChange: (next) => set('revealMode', next) }), _jsx(ChoiceGroup, { legend: t('settings.visibility'), name: "voteVisibility", choices: visibility, value: value.voteVisibility, rank: SETTING_STRICTNESS.voteVisibility, floor: lockedFrom?.voteVisibility, disabled: disabled, onChange: (next) => set('voteVisibility', next) }), _jsxs("fieldset", { className: `${shared.settingGroup} ${shared.fieldset}`, children: [_jsx("legend", { className: shared.subheading, children: t('settings.dots') }), _jsxs(Stack, { direction: "row", wrap: true, align: "center", gap: "sm", children: [_jsx(TextField, { className: shared.grow, label: t('settings.dotsPerPerson'), type: "number", min: 1, max: lockedFrom?.dotsPerPerson ?? 100, value: value.dotsPerPerson, disabled: disabled, onChange: (event) => set('dotsPerPerson', Math.max(1, Math.min(lockedFrom?.dotsPerPerson ?? 100, Number(event.target.value) || 1))) }), _jsx(TextField, { className: shared.grow, label: t('settings.maxDotsPerIdea'), type: "number", min: 1, max: lockedFrom?.maxDotsPerIdea ?? 100, value: value.maxDotsPerIdea, disabled: disabled, onChange: (event) => set('maxDotsPerIdea', Math.max(1, Math.min(lockedFrom?.maxDotsPerIdea ?? 100, Number(event.target.value) || 1))) })] }), _jsx("p", { className: shared.muted, children: t('settings.dotsHelp') })] }), _jsxs("fieldset", { className: `${shared.settingGroup} ${shared.fieldset}`, children: [_jsx("legend", { className: shared.subheading, children: t('settings.protections') }), toggles.map((key) => {
                        const locked = lockedFrom?.[key] === true;
                        return (_jsx(Switch, { label: t(`settings.${key}`), helperText: `${t(`settings.${key}.help`)}${locked ? ` ${t('settings.lockedOn')}` : ''}`, checked: value[key], disabled: disabled || locked, onCheckedChange: (checked) => set(key, checked) }, key));
                    })] })] }));
}
