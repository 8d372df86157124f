import { z } from 'zod';

/** Every role, the one list the server, the web app and the CLI use. */
export const ROLES = ['student', 'smartLABS', 'admin'] as const;
export const roleSchema = z.enum(ROLES, { message: 'role must be student, smartLABS or admin' });
export type Role = z.infer<typeof roleSchema>;

/**
 * Named sets of roles a route or page is for (spec-1 §1, spec-2 §1). A route declares one of
 * these, or 'public', as `config.access`; nothing redeclares a list of roles.
 */
export const anyRole = ROLES;
export const admins = ['admin'] as const satisfies readonly Role[];
/**
 * The course area (spec-1 §6): students learn in courses (viewer, Q&A, notebook); admins run
 * them. smartLABS accounts have an area of their own and are refused here.
 */
export const courseArea = ['student', 'admin'] as const satisfies readonly Role[];
/** Who takes quizzes (spec-2 §6: students take quizzes); admins build them and read the results. */
export const quizTakers = ['student'] as const satisfies readonly Role[];
/** The smartLABS cohort and the admins who run it. */
export const cohort = ['smartLABS', 'admin'] as const satisfies readonly Role[];

/** The cohort's members themselves: who start assignments and submit their tasks. */
export const cohortMembers = ['smartLABS'] as const satisfies readonly Role[];

/** Who may call a route: anyone, or signed-in users holding one of the roles. */
export type Access = 'public' | readonly Role[];
