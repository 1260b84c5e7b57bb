export const BUILD_SOURCES: string[];
export const STAMP_FILE: string;
export function sourceStamp(root: string): string;
export function builtStamp(root: string): string | null;
export function buildIsCurrent(root: string): boolean;
