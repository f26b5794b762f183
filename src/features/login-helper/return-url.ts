import { safeReturnPath } from '../../core/security/return-path';

/** The login helper's name for the shared guard (see core/security/return-path.ts). */
export const safeReturnUrl = safeReturnPath;
