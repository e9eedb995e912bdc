/** Which route set a visitor gets (PRODUCT §2 route sets, §9 breakpoints and phone terms). */

export type RouteSet = 'mobile' | 'pc';

/** Widths under this get the mobile set, whatever the agent (PRODUCT §9). */
export const MOBILE_BREAKPOINT = 768;
/** Width from which a non-phone agent gets the pc set for certain (PRODUCT §9). */
export const PC_MIN_WIDTH = 1024;

/** The phone-like agent terms of PRODUCT §9, matched case-insensitively anywhere in the agent. */
export const PHONE_AGENT_TERMS = [
  'Android',
  'iPhone',
  'iPad',
  'iPod',
  'BlackBerry',
  'IEMobile',
  'Opera Mini',
  'Mobile',
  'CriOS',
] as const;

const PHONE_AGENT = new RegExp(PHONE_AGENT_TERMS.map((term) => term.replace(' ', '\\s')).join('|'), 'i');

export function isPhoneAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && PHONE_AGENT.test(userAgent);
}

/**
 * The route set for an agent and window width. A phone agent or a width under 768 gives mobile;
 * any other non-phone agent gets pc, including 768-1023 (tablets in landscape, small laptops):
 * PRODUCT §2 gives that band to pc: the pc layout holds up at 768 while the mobile one looks
 * stretched. Without a width (a server choosing before any script ran) the agent decides alone.
 * The web app calls this again on every resize (PRODUCT §2).
 */
export function chooseRouteSet(input: {
  userAgent: string | null | undefined;
  width?: number | null;
}): RouteSet {
  if (isPhoneAgent(input.userAgent)) return 'mobile';
  const width = input.width;
  if (typeof width === 'number' && Number.isFinite(width) && width < MOBILE_BREAKPOINT) return 'mobile';
  return 'pc';
}
