import { jsx as _jsx } from "react/jsx-runtime";
import { HostControlsView } from './HostControlsView';
import { useHostControls } from './useHostControls';
/** The host's control room for the current phase. */
export function HostControls({ meeting, current, }) {
    return _jsx(HostControlsView, { ...useHostControls(meeting, current) });
}
