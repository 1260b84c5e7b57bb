/** The company's escalation ladders for unanswered alerts. */
export const escalation = {};
