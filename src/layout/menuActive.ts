/** A sidebar entry: its page, and the pages under other paths that belong to it. */
export interface MenuPlace {
  to: string;
  /** Path prefixes of pages that belong to the entry besides its own (a site's pages belong to Sites). */
  within?: string[];
}

const under = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);

/** Whether the page at `pathname` belongs to the entry: its own page or one below it, or one of its other places. */
export const isMenuActive = (pathname: string, { to, within = [] }: MenuPlace): boolean =>
  under(pathname, to) || within.some((prefix) => under(pathname, prefix));
