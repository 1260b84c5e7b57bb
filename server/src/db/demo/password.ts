/** The password of every demo account (kept apart so tools and tests read it without loading the database code). */
export const DEMO_PASSWORD = 'Patrol123!';
