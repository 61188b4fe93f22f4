export { PowerAdvice, type PowerAdviceProps } from "./PowerAdvice";
