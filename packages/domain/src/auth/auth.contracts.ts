import { z } from 'zod';
import { contract } from '../lib/contract';
import {
  AccessTokenRequestSchema,
  AuthFieldErrorSchema,
  AuthSuccessSchema,
  GetUserResponseSchema,
  RegisterRequestSchema,
  SignInRequestSchema,
  SignOutRequestSchema,
  SignOutResponseSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  UpdateUserRequestSchema,
  UserSchema,
  authPaths,
} from './auth.schema';

/** Sign-in and register answer 200 either way (§8): the session, or the fields' errors. */
export const AuthResponseSchema = z.union([AuthSuccessSchema, AuthFieldErrorSchema]);

/** What the GETs that read only their headers (Basic or Bearer credentials, the path's id) take. */
const NoInput = z.unknown();

/**
 * The auth API, one declaration per endpoint (lib/contract.ts); auth.endpoints.ts implements it. The endpoints
 * that need a session check its token themselves (a Firebase ID token or Chorus's), so all are `public` here.
 */
export const authContracts = {
  signIn: contract.post(authPaths.signIn, SignInRequestSchema, AuthResponseSchema, 'public'),
  signInBasic: contract.get(authPaths.signIn, NoInput, AuthResponseSchema, 'public'),
  accessToken: contract.post(authPaths.accessToken, AccessTokenRequestSchema, AuthSuccessSchema, 'public'),
  accessTokenBearer: contract.get(authPaths.accessToken, NoInput, AuthSuccessSchema, 'public'),
  register: contract.post(authPaths.register, RegisterRequestSchema, AuthResponseSchema, 'public'),
  updateUser: contract.post(authPaths.updateUser, UpdateUserRequestSchema, UserSchema, 'public'),
  signOut: contract.post(authPaths.signOut, SignOutRequestSchema, SignOutResponseSchema, 'public'),
  signup: contract.post(authPaths.signup, SignupRequestSchema, SignupResponseSchema, 'public'),
  getUser: contract.get(authPaths.getUser, NoInput, GetUserResponseSchema, 'public'),
};
