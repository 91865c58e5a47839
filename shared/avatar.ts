const DEFAULT_AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#d1d5db"/><circle cx="32" cy="25" r="12" fill="#6b7280"/><path d="M10 56c3-12 12-18 22-18s19 6 22 18" fill="#6b7280"/></svg>';

/** The avatar a new user gets until one is chosen (spec §5 "a default avatar"). */
export const DEFAULT_AVATAR = `data:image/svg+xml;base64,${btoa(DEFAULT_AVATAR_SVG)}`;
