export { useElementWidth } from "./useElementWidth";
