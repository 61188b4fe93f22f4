export { Button, LinkButton, buttonClasses, type ButtonProps, type ButtonVariant, type LinkButtonProps } from "./Button";
