export function phaseInputs(meeting) {
    return meeting.phases.map((phase) => ({
        id: phase.id,
        type: phase.type,
        title: phase.title,
        prompt: phase.prompt,
        timeboxSec: phase.timeboxSec,
    }));
}
export function saveRequest(meeting, change = {}) {
    return {
        id: meeting.id,
        initiativeId: meeting.initiativeId,
        title: meeting.title,
        goal: meeting.goal,
        scheduledAt: meeting.scheduledAt,
        durationMin: meeting.durationMin,
        attendeeIds: meeting.attendeeIds,
        template: change.template ?? meeting.template,
        phases: change.phases ?? phaseInputs(meeting),
        settings: change.settings ?? meeting.settings,
    };
}
