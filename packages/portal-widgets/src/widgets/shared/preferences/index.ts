export { PostalAddresses } from "./PostalAddresses";
export { PreferencesCard, type PreferencesCardProps } from "./PreferencesCard";
