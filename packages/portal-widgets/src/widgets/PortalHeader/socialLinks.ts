export interface SocialLink {
  /** The network's name, read by screen readers and shown as the link text. */
  network: string;
  href: string;
}

/** The retailer's profiles; a host passes its own through `socialLinks`. */
export const DEFAULT_SOCIAL_LINKS: readonly SocialLink[] = [
  { network: "Facebook", href: "https://www.facebook.com/ovenergia" },
  { network: "X", href: "https://x.com/ovenergia" },
  { network: "LinkedIn", href: "https://www.linkedin.com/company/ovenergia" },
  { network: "YouTube", href: "https://www.youtube.com/@ovenergia" },
];
