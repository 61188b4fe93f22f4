export { ConsumptionCertificate, type ConsumptionCertificateProps } from "./ConsumptionCertificate";
