/** Keeps only the fields a strict server body accepts. */
export function pickFields<T extends Record<string, unknown>>(data: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => keys.includes(key))) as Partial<T>;
}
