import { jsx as _jsx } from "react/jsx-runtime";
import { RoundRobinView } from './RoundRobinView';
import { useRoundRobin } from './useRoundRobin';
/** Equal turns, in random order, the host last. */
export function RoundRobinPanel({ meeting }) {
    return _jsx(RoundRobinView, { ...useRoundRobin(meeting) });
}
