export { AdminHome, type AdminHomeProps } from "./AdminHome";
