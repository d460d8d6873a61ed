import { z } from 'zod';
import {
  DateStringSchema,
  IdSchema,
  ImageUrlSchema,
  LIMITS,
  requiredText,
  ShortTextSchema,
  TextSchema,
  UrlSchema,
} from '@chorus/domain/contracts';

const _base = '/api/scrumboard-app';

export const BOARD_NOT_FOUND = 'Requested board do not exist';

const Name = requiredText(LIMITS.shortText);

export const BoardListSchema = z.object({
  id: IdSchema,
  name: Name,
  idCards: z.array(IdSchema).max(LIMITS.list),
});
export type BoardList = z.infer<typeof BoardListSchema>;

export const CardSchema = z.object({
  id: IdSchema,
  name: Name,
  description: TextSchema,
  idAttachmentCover: z.string().max(LIMITS.id),
  idMembers: z.array(IdSchema).max(100),
  idLabels: z.array(IdSchema).max(100),
  attachments: z
    .array(
      z.object({
        id: IdSchema,
        name: ShortTextSchema,
        src: ImageUrlSchema.optional(),
        url: UrlSchema.optional(),
        time: DateStringSchema,
        type: z.enum(['image', 'link']),
      }),
    )
    .max(100),
  subscribed: z.boolean(),
  checklists: z
    .array(
      z.object({
        id: IdSchema,
        name: Name,
        checkItems: z.array(z.object({ id: IdSchema, name: Name, checked: z.boolean() })).max(200),
      }),
    )
    .max(50),
  activities: z
    .array(
      z.object({
        id: IdSchema,
        type: z.enum(['comment', 'attachment']),
        idMember: IdSchema,
        message: TextSchema,
        time: DateStringSchema,
      }),
    )
    .max(500),
  due: DateStringSchema.nullable(),
});
export type Card = z.infer<typeof CardSchema>;

export const BoardSettingsSchema = z.object({
  color: ShortTextSchema,
  subscribed: z.boolean(),
  cardCoverImages: z.boolean(),
});
export type BoardSettings = z.infer<typeof BoardSettingsSchema>;

export const BoardMemberSchema = z.object({ id: IdSchema, name: ShortTextSchema, avatar: ImageUrlSchema });
export const BoardLabelSchema = z.object({ id: IdSchema, name: ShortTextSchema, class: ShortTextSchema });

export const BoardSchema = z.object({
  id: IdSchema,
  name: Name,
  uri: ShortTextSchema,
  settings: BoardSettingsSchema,
  lists: z.array(BoardListSchema).max(200),
  cards: z.array(CardSchema).max(LIMITS.list),
  members: z.array(BoardMemberSchema).max(100),
  labels: z.array(BoardLabelSchema).max(100),
});
export type Board = z.infer<typeof BoardSchema>;
export const BoardSummarySchema = BoardSchema.pick({ id: true, name: true, uri: true });
export type BoardSummary = z.infer<typeof BoardSummarySchema>;

const BoardId = { boardId: IdSchema };
/**
 * A new board needs a name (issue 15: no empty creations); uri and settings are optional. A copy of a board
 * also carries its lists, cards, members and labels (kept, each card in one list, every reference known).
 */
export const NewBoardRequestSchema = z.object({
  board: z.object({
    name: Name,
    uri: ShortTextSchema.optional(),
    settings: BoardSettingsSchema.partial().optional(),
    lists: BoardSchema.shape.lists.optional(),
    cards: BoardSchema.shape.cards.optional(),
    members: BoardSchema.shape.members.optional(),
    labels: BoardSchema.shape.labels.optional(),
  }),
});
export const RenameBoardRequestSchema = z.object({ ...BoardId, boardTitle: Name });
export const BoardQuerySchema = z.object(BoardId);
export const UpdateBoardSettingsRequestSchema = z.object({
  ...BoardId,
  settings: BoardSettingsSchema.partial(),
});
export const DeleteBoardRequestSchema = z.object(BoardId);
export const NewCardRequestSchema = z.object({
  ...BoardId,
  listId: IdSchema,
  data: CardSchema.omit({ id: true }).partial().extend({ name: Name }),
});
export const NewListRequestSchema = z.object({ ...BoardId, data: z.object({ name: Name }) });
export const RenameListRequestSchema = z.object({ ...BoardId, listId: IdSchema, listTitle: Name });
export const RemoveListRequestSchema = z.object({ ...BoardId, listId: IdSchema });
export const UpdateCardRequestSchema = z.object({ ...BoardId, card: CardSchema });
export const RemoveCardRequestSchema = z.object({ ...BoardId, cardId: IdSchema });
export const OrderRequestSchema = z.object({ ...BoardId, lists: z.array(BoardListSchema).max(200) });
export type NewBoardRequest = z.input<typeof NewBoardRequestSchema>;
export type NewCardRequest = z.infer<typeof NewCardRequestSchema>;
export type UpdateCardRequest = z.infer<typeof UpdateCardRequestSchema>;
export type OrderRequest = z.infer<typeof OrderRequestSchema>;

/** The app's data as the mock stores it (its seed, a snapshot, an import). */
export const ScrumboardStateSchema = z.object({ boards: z.array(BoardSchema) });
export type ScrumboardState = z.infer<typeof ScrumboardStateSchema>;
