export { Preferences, type PreferencesProps } from "./Preferences";
