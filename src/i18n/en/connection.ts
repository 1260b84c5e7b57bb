/** Lists and pages when the server cannot be reached, and the session's end. */
export const connection = {};
