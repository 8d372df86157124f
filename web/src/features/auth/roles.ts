import type { Role } from '@atelier/contract/auth';

export const ROLE_LABELS: Record<Role, string> = {
  student: 'Student',
  smartLABS: 'smartLABS',
  admin: 'Admin',
};
