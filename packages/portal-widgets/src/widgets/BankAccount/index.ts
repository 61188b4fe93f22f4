export { BankAccount, type BankAccountProps } from "./BankAccount";
