/**
 * The initiatives API's paths, in a module of their own (as meetings.paths.ts): a page that calls an endpoint by
 * its path loads none of the schemas with them.
 */
const base = '/api/initiatives';
export const initiativePaths = {
  /** GET ?status=&q= → InitiativeSummary[] (the viewer's initiatives) */
  items: `${base}/items`,
  /** GET ?id= → InitiativeDetail */
  item: `${base}/item`,
  /** POST SaveInitiativeRequest → InitiativeDetail (hosts create; the owner updates) */
  save: `${base}/item/save`,
  /** POST {id} → {id} (the owner; 409 while one of its meetings is live) */
  delete: `${base}/item/delete`,
  // Chorus extensions: invitations with consent (docs/meetings.md). Nobody becomes a member without accepting.
  /** GET → MyInvitation[] (the viewer's open invitations: the initiative's title and its host's name only) */
  invitations: `${base}/invitations`,
  /** POST {initiativeId, email} → InitiativeDetail (the owner; the same answer whether the e-mail has an account) */
  invite: `${base}/invitation/send`,
  /** POST {id} → InitiativeDetail (the owner withdraws a pending invitation) */
  withdraw: `${base}/invitation/withdraw`,
  /** POST {id} → InitiativeDetail (the invitee accepts: now a member) */
  accept: `${base}/invitation/accept`,
  /** POST {id} → {id} (the invitee declines; the host is not told) */
  decline: `${base}/invitation/decline`,
  /** POST {id} → {id} (a member leaves; not the owner; 409 while they attend a live meeting of it) */
  leave: `${base}/member/leave`,
  /** POST {initiativeId, userId} → InitiativeDetail (the owner removes a member; 409 while they attend a live meeting) */
  removeMember: `${base}/member/remove`,
} as const;
