/** Builds save requests from a meeting as the API returned it (the agenda keeps its phase ids). */
import type {
  MeetingDetail,
  MeetingSettings,
  PhaseInput,
  Recurrence,
  SaveMeetingRequest,
} from '@chorus/mock-handlers/contracts';

export function phaseInputs(meeting: MeetingDetail): PhaseInput[] {
  return meeting.phases.map((phase) => ({
    id: phase.id,
    type: phase.type,
    title: phase.title,
    prompt: phase.prompt,
    timeboxSec: phase.timeboxSec,
    // A decide or vote phase's method; every save sends it back as it is.
    ...(phase.method ? { method: phase.method } : {}),
    // A Write alone phase's idea columns, kept as they are.
    ...(phase.columns.length ? { columns: [...phase.columns] } : {}),
  }));
}

export function saveRequest(
  meeting: MeetingDetail,
  change: {
    phases?: PhaseInput[];
    settings?: MeetingSettings;
    template?: MeetingDetail['template'];
    coHostIds?: string[];
    recurrence?: Recurrence | null;
  } = {},
): SaveMeetingRequest {
  return {
    id: meeting.id,
    initiativeId: meeting.initiativeId,
    title: meeting.title,
    goal: meeting.goal,
    scheduledAt: meeting.scheduledAt,
    durationMin: meeting.durationMin,
    attendeeIds: meeting.attendeeIds,
    coHostIds: change.coHostIds ?? meeting.coHostIds,
    template: change.template ?? meeting.template,
    phases: change.phases ?? phaseInputs(meeting),
    settings: change.settings ?? meeting.settings,
    recurrence: change.recurrence === undefined ? meeting.recurrence : change.recurrence,
  };
}
