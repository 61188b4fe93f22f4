export { Button, type ButtonProps, type ButtonVariant, buttonClasses, LinkButton, type LinkButtonProps } from "./Button";
