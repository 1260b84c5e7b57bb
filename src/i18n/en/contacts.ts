/** Site contacts: the contact rows, their flags and Telegram linking. */
export const contacts = {};
