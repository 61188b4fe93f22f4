// The library's Tailwind CSS as a string (compiled by @tailwindcss/vite in the embed build),
// for the shadow roots: an IIFE or a `?url` import would put it in the page's <head>.
import css from "../styles.css?inline";

export const libraryCss: string = css;
