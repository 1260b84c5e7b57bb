/** Business constants shared by the console and the server (spec part 1 §9, part 2 §9). */

export const ROLES = ['SYS_ADMIN', 'ADMIN', 'CONTROLLER', 'default'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that may use the console; 'default' (security guard) is handset-only. */
export const CONSOLE_ROLES = ['SYS_ADMIN', 'ADMIN', 'CONTROLLER'] as const satisfies readonly Role[];
/** Roles that may change management data. */
export const WRITE_ROLES = ['SYS_ADMIN', 'ADMIN'] as const satisfies readonly Role[];

export const SNACKBAR_MS = 5000;
export const HEARTBEAT_INTERVAL_MS = 10_000;
export const HEARTBEAT_TIMEOUT_MS = 31_000;
export const PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 25, 100];

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
export const RESET_CODE_LIFETIME_SECONDS = 60 * 60;
export const MAX_BODY_BYTES = 1024 * 1024;

export const QR_CODE = { digits: 16, width: 150, level: 'M' } as const;
export const DIALOG_WIDTH = { alertDetails: 600, confirm: 450, forgotPassword: { width: 350, height: 230 } } as const;

export const LIMITS = {
  company: {
    name: { min: 3, max: 128 },
    address: { min: 10, max: 1024 },
    contactPerson: { min: 3, max: 256 },
    contactNumber: { min: 9, max: 11 },
    contactEmail: { max: 300 },
  },
  employee: {
    name: { min: 3, max: 128 },
    surname: { min: 3, max: 128 },
    contactNumber: { min: 9, max: 11 },
    emailAddress: { min: 5, max: 300 },
    password: { min: 8, max: 128 },
  },
  area: {
    name: { max: 30 },
    contactPerson: { max: 256 },
    contactNumber: { min: 9, max: 13 },
    contactEmail: { max: 300 },
  },
} as const;

/** Header that carries the session token, both ways. */
export const TOKEN_HEADER = 'x-access-token';
