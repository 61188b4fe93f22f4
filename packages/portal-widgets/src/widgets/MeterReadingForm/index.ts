export { MeterReadingForm, type MeterReadingFormProps } from "./MeterReadingForm";
