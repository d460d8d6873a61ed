import { jsx as _jsx } from "react/jsx-runtime";
import { OutcomeView } from './OutcomeView';
import { useOutcome } from './useOutcome';
/** The outcomes recorded in this meeting; the host records one with a review date. */
export function OutcomePanel({ meeting }) {
    return _jsx(OutcomeView, { ...useOutcome(meeting) });
}
