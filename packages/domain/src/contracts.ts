/**
 * The product's contracts: zod schemas, inferred types, endpoint paths and constants of auth, initiatives,
 * meetings and the content search. What a client imports: no rules, no seeds, no msw.
 */
export * from './lib/schema';
export { applyOrder, repeatedIds } from './lib/order';
export { applyPatch, type JsonPatch, patchOf } from './lib/patch';
export { FORMER_MEMBER_NAME, PersonSchema, type Person, type Viewer } from './auth/auth.people';
export * from './auth/auth.schema';
export * from './content-search/content-search.schema';
export * from './initiatives/initiatives.schema';
export * from './meetings/meetings.schema';
export * from './workspace/workspace.schema';
export { MEETING_TEMPLATES, templatePhases } from './meetings/meetings.templates';
export {
  type AgendaProblem,
  PHASE_TYPE_TITLES,
  agendaProblems,
  isTypeTitle,
  typeTitle,
} from './meetings/meetings.agenda';
export {
  contract,
  type Contract,
  type RequestOf,
  type ResponseOf,
} from './lib/contract';
export { AuthResponseSchema, authContracts } from './auth/auth.contracts';
export { contentSearchContracts } from './content-search/content-search.contracts';
export { meetingContracts } from './meetings/meetings.contracts';
export { initiativeContracts } from './workspace/workspace.contracts';
