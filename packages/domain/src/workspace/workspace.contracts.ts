import { z } from 'zod';
import {
  DeleteInitiativeRequestSchema,
  InitiativeQuerySchema,
  InitiativeSummarySchema,
  InitiativesQuerySchema,
  InvitationRequestSchema,
  InviteRequestSchema,
  LeaveInitiativeRequestSchema,
  MyInvitationSchema,
  RemoveMemberRequestSchema,
  SaveInitiativeRequestSchema,
  initiativePaths,
} from '../initiatives/initiatives.schema';
import { contract } from '../lib/contract';
import { DeletedSchema } from '../meetings/meetings.schema';
import { InitiativeDetailSchema } from './workspace.schema';

/** The initiatives API, one declaration per endpoint (lib/contract.ts); workspace.endpoints.ts implements it. */
export const initiativeContracts = {
  items: contract.get(initiativePaths.items, InitiativesQuerySchema, z.array(InitiativeSummarySchema)),
  item: contract.get(initiativePaths.item, InitiativeQuerySchema, InitiativeDetailSchema),
  save: contract.post(initiativePaths.save, SaveInitiativeRequestSchema, InitiativeDetailSchema),
  delete: contract.post(initiativePaths.delete, DeleteInitiativeRequestSchema, DeletedSchema),
  invitations: contract.get(initiativePaths.invitations, z.object({}), z.array(MyInvitationSchema)),
  invite: contract.post(initiativePaths.invite, InviteRequestSchema, InitiativeDetailSchema),
  withdraw: contract.post(initiativePaths.withdraw, InvitationRequestSchema, InitiativeDetailSchema),
  accept: contract.post(initiativePaths.accept, InvitationRequestSchema, InitiativeDetailSchema),
  decline: contract.post(initiativePaths.decline, InvitationRequestSchema, DeletedSchema),
  leave: contract.post(initiativePaths.leave, LeaveInitiativeRequestSchema, DeletedSchema),
  removeMember: contract.post(
    initiativePaths.removeMember,
    RemoveMemberRequestSchema,
    InitiativeDetailSchema,
  ),
};
