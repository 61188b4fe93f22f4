export { PaymentStatus, type PaymentStatusProps } from "./PaymentStatus";
