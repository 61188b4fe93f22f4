// The browsers every Vite build (host app, CMS embed, Storybook) writes CSS for: those with
// native light-dark() (Chrome/Edge 123, Firefox 120, Safari 17.5, all from spring 2024).
// For older targets lightningcss rewrites each colour token into
// `var(--lightningcss-light, L) var(--lightningcss-dark, D)`, which resolves only next to a
// `color-scheme` written in a stylesheet and is then frozen where the token is declared; the
// provider sets the scheme inline on its theme box ('Modo oscuro', `appearance.colorScheme`),
// so the toggle was ignored in the app and, in the embed's shadow root, every colour was
// invalid (black text, no borders).
export const cssTarget = ["chrome123", "edge123", "firefox120", "safari17.5"];
