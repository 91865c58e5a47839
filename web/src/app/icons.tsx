/** Icons Cloudscape does not ship, drawn in its 16 px stroke style (the icon's colour comes from the theme). */

export const homeIcon = (
  <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
    <path d="M1.5 8 8 1.8 14.5 8" />
    <path d="M3.5 6.5V14h9V6.5" />
    <path d="M6.5 14v-4h3v4" />
  </svg>
);

export const showPasswordIcon = (
  <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
    <path d="M1 8s2.6-5 7-5 7 5 7 5-2.6 5-7 5-7-5-7-5Z" />
    <circle cx="8" cy="8" r="2" />
  </svg>
);

export const hidePasswordIcon = (
  <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
    <path d="M1 8s2.6-5 7-5 7 5 7 5-2.6 5-7 5-7-5-7-5Z" />
    <circle cx="8" cy="8" r="2" />
    <path d="m2 2 12 12" />
  </svg>
);
