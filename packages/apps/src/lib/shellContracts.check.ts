/**
 * The shell calls the auth and content-search endpoints with interfaces of its own: it is a package any server of
 * the spec's API can stand behind, and its sign-in page carries no zod. This module holds those interfaces to the
 * contracts (issue 31): `tsc -b` fails when an answer a contract allows is one the shell would misread, or a
 * request the shell sends is one the contract refuses. Nothing imports it; it has no runtime part.
 */
import type {
  authContracts,
  contentSearchContracts,
  RequestOf,
  ResponseOf,
} from '@chorus/mock-handlers/contracts';
import type { ContentHit, ContentKind, User } from '@chorus/shell';

/** Compiles only when `T` is `true`. */
type Holds<T extends true> = T;
type Fits<From, To> = [From] extends [To] ? true : false;

type Success = ResponseOf<typeof authContracts.accessToken>;
type Search = ResponseOf<typeof contentSearchContracts.search>;

export type ShellReadsTheContracts = [
  // A session's user (sign-in, register, the token's renewal) is the shell's User.
  Holds<Fits<Success['user'], User>>,
  Holds<Fits<ResponseOf<typeof authContracts.updateUser>, User>>,
  // The palette's hits and the kinds searched.
  Holds<Fits<Search['results'][number], ContentHit>>,
  Holds<Fits<Search['searched'][number], ContentKind>>,
  // What the shell sends: e-mail and password to sign in, the query to search.
  Holds<Fits<{ email: string; password: string }, RequestOf<typeof authContracts.signIn>>>,
  Holds<Fits<{ q: string }, RequestOf<typeof contentSearchContracts.search>>>,
];
