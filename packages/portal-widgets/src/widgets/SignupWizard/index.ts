export { SignupWizard, type SignupWizardProps } from "./SignupWizard";
