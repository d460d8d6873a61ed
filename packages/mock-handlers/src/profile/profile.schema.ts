import { z } from 'zod';
import { ImageUrlSchema } from '@chorus/domain/contracts';

const Person = z.object({ name: z.string(), avatar: ImageUrlSchema });
const Media = z.object({ type: z.enum(['photo', 'video']), title: z.string(), preview: ImageUrlSchema });

export const ActivitySchema = z.object({
  id: z.string(),
  user: Person,
  message: z.string(),
  time: z.string(),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const PostSchema = z.object({
  id: z.string(),
  user: Person,
  message: z.string(),
  time: z.string(),
  type: z.enum(['post', 'article', 'something']),
  like: z.number().int(),
  share: z.number().int(),
  media: Media.nullable(),
  article: z
    .object({ title: z.string(), subtitle: z.string(), excerpt: z.string(), media: Media })
    .nullable(),
  comments: z.array(z.object({ id: z.string(), user: Person, message: z.string(), time: z.string() })),
});
export type Post = z.infer<typeof PostSchema>;

export const TimelineSchema = z.object({ activities: z.array(ActivitySchema), posts: z.array(PostSchema) });
export type Timeline = z.infer<typeof TimelineSchema>;

export const AlbumSchema = z.object({ name: z.string(), info: z.string(), media: z.array(Media) });
export type Album = z.infer<typeof AlbumSchema>;

export const AboutSchema = z.object({
  general: z.object({
    gender: z.string(),
    birthday: z.string(),
    locations: z.array(z.string()),
    about: z.string(),
  }),
  work: z.object({
    occupation: z.string(),
    skills: z.string(),
    jobs: z.array(z.object({ company: z.string(), date: z.string() })),
  }),
  contact: z.object({
    address: z.string(),
    tel: z.array(z.string()),
    websites: z.array(z.string()),
    emails: z.array(z.string()),
  }),
  groups: z.array(z.object({ id: z.string(), name: z.string(), category: z.string(), members: z.string() })),
  friends: z.array(z.object({ id: z.string(), name: z.string(), avatar: ImageUrlSchema })),
});
export type About = z.infer<typeof AboutSchema>;
