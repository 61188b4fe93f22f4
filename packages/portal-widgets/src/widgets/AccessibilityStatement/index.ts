export { AccessibilityStatement, type AccessibilityStatementProps } from "./AccessibilityStatement";
