/** The count the browser tab's title starts with: '(2) Alerts · Patrol Console'. */
const COUNT_PREFIX = /^\(\d+\) /;

/** The title with the unanswered red count in front (none when there is none). */
export const titleWithCount = (title: string, count: number): string => {
  const bare = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
};
