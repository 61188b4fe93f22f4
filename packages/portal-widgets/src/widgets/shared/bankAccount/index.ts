export { BankAccountCard, type BankAccountCardProps } from "./BankAccountCard";
