import type { Viewer } from '../auth/auth.people';
import type { StoredInitiative } from '../initiatives/initiatives.records';
import { isMember } from '../initiatives/initiatives.rules';
import { conflict, forbidden, notFound } from '../lib/errors';
import { createId } from '../lib/ids';
import { iso } from '../lib/time';
import { phaseMethodOf, phasesOf } from './meetings.records';
import { type MeetingsData, requireFacilitator, requireVisibleMeeting } from './meetings.rules';
import {
  type DeleteTemplateRequest,
  type OwnTemplate,
  OwnTemplateSchema,
  type OwnTemplateView,
  type SaveTemplateRequest,
  TEMPLATES_PER_INITIATIVE,
  type TemplatePhase,
} from './meetings.schema';

/**
 * An initiative's own templates (issue 35): a meeting's agenda and settings saved under a name, shared with the
 * initiative's members, who start their meetings from it in the setup's template picker. Kept on the initiative.
 * Plain functions over the data they are given (no msw, no store).
 */

/** The templates an initiative carries, as the meetings floor reads them. */
const templatesOn = (initiative: StoredInitiative): OwnTemplate[] =>
  OwnTemplateSchema.array().parse(initiative.templates ?? []);

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

function requireMemberInitiative(data: MeetingsData, initiativeId: string, viewer: Viewer): StoredInitiative {
  const initiative = data.initiatives.find((entry) => entry.id === initiativeId);
  if (!initiative || viewer.guestOf !== undefined || !isMember(initiative, viewer.uid))
    return notFound(`Initiative ${initiativeId} does not exist`);
  return initiative;
}

function templateView(
  data: MeetingsData,
  initiative: StoredInitiative,
  template: OwnTemplate,
  viewer: Viewer,
) {
  const { createdBy, ...rest } = template;
  return {
    ...rest,
    createdByName: data.personOf(createdBy).displayName,
    viewerCanDelete: viewer.uid === createdBy || viewer.uid === initiative.ownerId,
  } satisfies OwnTemplateView;
}

/** The initiative's own templates, by name (its members only; 404 to anyone else). */
export function templatesOf(data: MeetingsData, initiativeId: string, viewer: Viewer): OwnTemplateView[] {
  const initiative = requireMemberInitiative(data, initiativeId, viewer);
  return templatesOn(initiative)
    .map((template) => templateView(data, initiative, template, viewer))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Saves the meeting's agenda (phases, time boxes, decision methods) and settings as a template of its initiative
 * (the meeting's host or a co-host). A name taken already in the initiative (ignoring case) is 409, as is a full
 * library (TEMPLATES_PER_INITIATIVE).
 */
export function saveTemplate(
  data: MeetingsData,
  viewer: Viewer,
  body: SaveTemplateRequest,
  now: number,
): OwnTemplateView {
  const meeting = requireVisibleMeeting(data, body.meetingId, viewer);
  requireFacilitator(meeting, viewer, 'save its agenda as a template');
  const initiative = requireMemberInitiative(data, meeting.initiativeId, viewer);
  const templates = templatesOn(initiative);
  if (templates.some((template) => sameName(template.name, body.name)))
    conflict(`A template named "${body.name.trim()}" exists already in this initiative: choose another name`);
  if (templates.length >= TEMPLATES_PER_INITIATIVE)
    conflict(`An initiative keeps at most ${TEMPLATES_PER_INITIATIVE} templates: delete one first`);
  const phases: TemplatePhase[] = phasesOf(data.state, meeting.id).map((phase) => {
    const method = phaseMethodOf(phase);
    return {
      type: phase.type,
      title: phase.title,
      prompt: phase.prompt,
      timeboxSec: phase.timeboxSec,
      ...(method ? { method } : {}),
      ...(phase.columns?.length ? { columns: [...phase.columns] } : {}),
    };
  });
  const template: OwnTemplate = {
    id: createId(),
    name: body.name.trim(),
    description: (body.description ?? '').trim(),
    phases,
    settings: structuredClone(meeting.settings),
    createdBy: viewer.uid,
    createdAt: iso(now),
  };
  initiative.templates = [...templates, template];
  initiative.updatedAt = iso(now);
  return templateView(data, initiative, template, viewer);
}

/** Deletes one of the initiative's templates (whoever saved it, or the initiative's owner: 403 for anyone else). */
export function deleteTemplate(
  data: MeetingsData,
  viewer: Viewer,
  body: DeleteTemplateRequest,
  now: number,
): void {
  const initiative = requireMemberInitiative(data, body.initiativeId, viewer);
  const templates = templatesOn(initiative);
  const template =
    templates.find((entry) => entry.id === body.id) ?? notFound(`Template ${body.id} does not exist`);
  if (viewer.uid !== template.createdBy && viewer.uid !== initiative.ownerId)
    forbidden('Only whoever saved a template, or the initiative’s owner, may delete it');
  initiative.templates = templates.filter((entry) => entry.id !== body.id);
  initiative.updatedAt = iso(now);
}
